/** @jest-environment node */
import { fixtureModel, TARGET } from '../__fixtures__/fixtureSamples';
import { pythonSdkSample } from './pythonSdk';

describe('the Python SDK sample', () => {
  const code = pythonSdkSample(fixtureModel('createEnvelope'), TARGET)!;

  it('imports the client, the API class and every model it builds from the package', () => {
    expect(code).toContain(
      'from docusign_esign import ApiClient, EnvelopesApi, EnvelopeDefinition, Recipients, Signer',
    );
  });

  it('sets the host and the bearer header as the SDK reads them', () => {
    expect(code).toContain('api_client.host = base_path');
    expect(code).toContain(
      "api_client.set_default_header('Authorization', f'Bearer {access_token}')",
    );
  });

  it('passes every argument by its snake_case keyword, the query parameters among them', () => {
    expect(code).toContain('result = envelopes_api.create_envelope(\n    account_id=account_id,');
    expect(code).toContain('    envelope_definition=EnvelopeDefinition(\n        email_subject=');
    expect(code).toContain('    merge_roles_on_draft=True,\n)');
    expect(code).toMatchSnapshot();
  });
});
