import { createEnvelope } from './__fixtures__/referenceModel';
import { curlCommand } from '../../../lib/site/samples/curlCommand';
import {
  environmentUrl,
  personalisePath,
  sampleEnvironments,
} from '../../../lib/site/samples/environments';

const SANDBOX = 'http://127.0.0.1:9000/sandbox/restapi';

describe('curlCommand', () => {
  it('calls the base URL given, with placeholders for the account and the token', () => {
    const command = curlCommand(createEnvelope, SANDBOX);
    expect(command).toContain(`--url '${SANDBOX}/v2.1/accounts/{accountId}/envelopes'`);
    expect(command).toContain("--header 'Authorization: Bearer {ACCESS_TOKEN}'");
  });

  it("puts the signed-in reader's account id in the path", () => {
    const command = curlCommand(createEnvelope, SANDBOX, { accountId: 'acc-42' });
    expect(command).toContain(`--url '${SANDBOX}/v2.1/accounts/acc-42/envelopes'`);
    expect(command).toContain('Bearer {ACCESS_TOKEN}');
  });

  it('carries the token only when one is given (the "show my token" toggle)', () => {
    const command = curlCommand(createEnvelope, SANDBOX, { accountId: 'a', token: 'tok-1' });
    expect(command).toContain("--header 'Authorization: Bearer tok-1'");
    expect(command).not.toContain('{ACCESS_TOKEN}');
  });
});

describe('personalisePath', () => {
  it('encodes the account id and leaves other parameters alone', () => {
    expect(personalisePath('/a/{accountId}/e/{envelopeId}', { accountId: 'x/y' })).toBe(
      '/a/x%2Fy/e/{envelopeId}',
    );
    expect(personalisePath('/a/{accountId}', {})).toBe('/a/{accountId}');
  });
});

describe('sampleEnvironments', () => {
  const servers = [
    {
      url: 'https://{host}.example.test/restapi/',
      description: 'Production',
      variables: [{ name: 'host', default: 'www' }],
    },
  ];

  it('starts with the sandbox of this site at the registry base path, then the spec servers', () => {
    const [platform, production] = sampleEnvironments('http://127.0.0.1:9/sandbox', '/x', servers);
    expect(platform).toMatchObject({ id: 'platform', label: 'Sandbox (this site)' });
    expect(environmentUrl(platform)).toBe('http://127.0.0.1:9/sandbox/x');
    expect(production.label).toBe('Production (https://{host}.example.test/restapi/)');
    expect(environmentUrl(production)).toBe('https://www.example.test/restapi');
    expect(environmentUrl(production, { host: 'eu' })).toBe('https://eu.example.test/restapi');
  });
});
