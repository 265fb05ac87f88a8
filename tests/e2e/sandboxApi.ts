import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { DemoUser } from './fixtures';

// The portal's OAuth client of the embedded sandbox and the demo account (packages/sandbox/README.md).
const PORTAL_CLIENT = {
  id: '0f9d6a3c-2b1e-4d7a-8c5f-9e4b3a2d1c0f',
  secret: 'devcenter-portal-secret',
};
export const ACCOUNT_ID = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';

/**
 * An access token of a demo user from the sandbox's own OAuth flow (authorization code with
 * PKCE, as an integration gets one), for specs that call the platform's API directly.
 */
export async function sandboxToken(
  request: APIRequestContext,
  baseURL: string,
  user: DemoUser,
): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${baseURL}/auth/callback`;
  const login = await request.post('/sandbox/oauth/auth/login', {
    form: {
      response_type: 'code',
      client_id: PORTAL_CLIENT.id,
      redirect_uri: redirectUri,
      scope: 'signature',
      state: 'e2e',
      email: user.email,
      password: user.password,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    },
    maxRedirects: 0,
  });
  const code = new URL(login.headers().location).searchParams.get('code')!;
  const token = await request.post('/sandbox/oauth/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${PORTAL_CLIENT.id}:${PORTAL_CLIENT.secret}`).toString('base64')}`,
    },
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    },
  });
  return (await token.json()).access_token;
}

/** The eSignature API of the demo account, called with a token. */
export function esignApi(request: APIRequestContext, token: string) {
  const base = `/sandbox/restapi/v2.1/accounts/${ACCOUNT_ID}/envelopes`;
  const headers = { authorization: `Bearer ${token}` };
  return {
    async createEnvelope(definition: unknown): Promise<string> {
      const response = await request.post(base, { headers, data: definition });
      if (response.status() !== 201) throw new Error(`create: ${await response.text()}`);
      return (await response.json()).envelopeId;
    },
    async recipientView(envelopeId: string, view: Record<string, unknown>): Promise<string> {
      const response = await request.post(`${base}/${envelopeId}/views/recipient`, {
        headers,
        data: { authenticationMethod: 'none', ...view },
      });
      if (response.status() !== 201) throw new Error(`view: ${await response.text()}`);
      return (await response.json()).url;
    },
    async envelope(envelopeId: string) {
      return (
        await request.get(`${base}/${envelopeId}?include=recipients,tabs`, { headers })
      ).json();
    },
    async document(envelopeId: string, documentId: string): Promise<Buffer> {
      return (
        await request.get(`${base}/${envelopeId}/documents/${documentId}`, { headers })
      ).body();
    },
  };
}

/** A one-page contract whose anchors place the signer's tabs. */
export function contractEnvelope(signer: Record<string, unknown>) {
  const text = [
    'Sandbox contract',
    '',
    'Signature: /s1/',
    '',
    '',
    'Initials: /i1/          Date: /d1/',
    '',
    'Company: /c1/',
  ].join('\n');
  return {
    emailSubject: 'Please sign the sandbox contract',
    emailBlurb: 'Sign by Friday, please.',
    status: 'sent',
    documents: [
      {
        documentId: '1',
        name: 'Contract.txt',
        documentBase64: Buffer.from(text).toString('base64'),
      },
    ],
    recipients: {
      signers: [
        {
          recipientId: '1',
          name: 'Pat Signer',
          email: 'pat@example.test',
          tabs: {
            signHereTabs: [{ anchorString: '/s1/' }],
            initialHereTabs: [{ anchorString: '/i1/' }],
            dateSignedTabs: [{ anchorString: '/d1/' }],
            textTabs: [{ anchorString: '/c1/', anchorXOffset: '40', tabLabel: 'Company name' }],
            checkboxTabs: [
              {
                documentId: '1',
                pageNumber: '1',
                xPosition: '72',
                yPosition: '300',
                tabLabel: 'I agree',
                required: 'true',
              },
            ],
          },
          ...signer,
        },
      ],
    },
  };
}
