/** @jest-environment node */
import {
  ADMIN,
  bearer,
  signIn,
  startServer,
  type RunningServer,
} from '../../../test-support/testServer';
import { DEFAULT_TOKEN_ERROR_TEXT, tokenErrorText } from './tokenErrors';

describe('tokenErrorText', () => {
  it('takes the error_description first, then the error code, else the default', () => {
    expect(tokenErrorText('The authorization code has expired.', 'invalid_grant')).toBe(
      'The authorization code expired. Generate the token again.',
    );
    expect(tokenErrorText('Some other sentence', 'invalid_grant')).toBe(
      'The authorization code expired or was already used. Generate the token again.',
    );
    expect(tokenErrorText(undefined, 'access_denied')).toBe(
      'Access was denied. Generate the token again and allow access.',
    );
    expect(tokenErrorText('Some other sentence', 'server_error')).toBe(DEFAULT_TOKEN_ERROR_TEXT);
    expect(tokenErrorText()).toBe(DEFAULT_TOKEN_ERROR_TEXT);
  });

  it('is not fooled by names every object has', () => {
    expect(tokenErrorText('constructor', 'toString')).toBe(DEFAULT_TOKEN_ERROR_TEXT);
  });
});

// The table is keyed by the platform's own sentences: these ask the real server (and its
// sandbox platform) for each refusal and check that its answer finds its configured toast.
describe('toasts for the answers GET /api/access-token really gives', () => {
  let server: RunningServer;
  let admin: Record<string, string>;
  let integrationKeyId: string;
  let secretKey: string;
  let redirectUri: string;

  beforeAll(async () => {
    server = await startServer();
    admin = bearer(await signIn(server.base, ADMIN));
    redirectUri = `${server.base}/token-generator/`;
    const created = await fetch(`${server.base}/api/applications`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Developer Center Token Generator',
        redirect_uris: [redirectUri],
        shouldCreateSecretKey: true,
        shouldCreateRSAKey: false,
      }),
    });
    const key = (await created.json()) as { client_id: string; secrets: { secret: string }[] };
    integrationKeyId = key.client_id;
    secretKey = key.secrets[0].secret;
  });
  afterAll(() => server.close());

  async function authorizationCode(): Promise<string> {
    const response = await fetch(`${server.base}/sandbox/oauth/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        response_type: 'code',
        client_id: integrationKeyId,
        redirect_uri: redirectUri,
        scope: 'signature',
        state: 's',
        email: ADMIN.email,
        password: ADMIN.password,
      }).toString(),
      redirect: 'manual',
    });
    return new URL(response.headers.get('location')!).searchParams.get('code')!;
  }

  /** The refusal's body and the toast the app shows for it. */
  async function refusal(query: Record<string, string>) {
    const response = await fetch(
      `${server.base}/api/access-token?${new URLSearchParams({ integrationKeyId, secretKey, ...query })}`,
      { headers: admin },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error?: string; error_description?: string };
    return { body, toast: tokenErrorText(body.error_description, body.error) };
  }

  it('a code the platform never issued', async () => {
    const { body, toast } = await refusal({ authorizationCode: 'not-a-code' });
    expect(body.error).toBe('invalid_grant');
    expect(toast).toBe('The authorization code was refused. Generate the token again.');
  });

  it('a code already exchanged', async () => {
    const code = await authorizationCode();
    const first = await fetch(
      `${server.base}/api/access-token?${new URLSearchParams({ integrationKeyId, secretKey, authorizationCode: code })}`,
      { headers: admin },
    );
    expect(first.status).toBe(200);
    const { body, toast } = await refusal({ authorizationCode: code });
    expect(body.error).toBe('invalid_grant');
    expect(toast).toBe('The authorization code was already used. Generate the token again.');
  });

  it('a secret that is not the key’s', async () => {
    const { body, toast } = await refusal({
      secretKey: 'not-the-secret',
      authorizationCode: await authorizationCode(),
    });
    expect(body.error).toBe('invalid_client');
    expect(toast).toBe(
      'The integration key’s secret was refused. Generate the token again to get a new secret.',
    );
  });
});
