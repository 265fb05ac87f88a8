/** @jest-environment node */
import { fixtureModel, TARGET } from '../__fixtures__/fixtureSamples';
import { csharpSdkSample } from './csharpSdk';

describe('the C# SDK sample', () => {
  it('configures DocuSignClient with the base path and a default Authorization header', () => {
    const code = csharpSdkSample(fixtureModel('createEnvelope'), TARGET)!;
    expect(code).toContain('var docuSignClient = new DocuSignClient(basePath);');
    expect(code).toContain(
      'docuSignClient.Configuration.DefaultHeader.Add("Authorization", "Bearer " + accessToken);',
    );
  });

  it('calls the PascalCase method with the options class nested in the API class', () => {
    const code = csharpSdkSample(fixtureModel('listStatusChanges'), TARGET)!;
    expect(code).toContain(
      'var options = new EnvelopesApi.ListStatusChangesOptions\n        {\n            fromDate = "2024-01-01",',
    );
    expect(code).toContain('var result = envelopesApi.ListStatusChanges(accountId, options);');
  });

  it('builds models with object initializers of PascalCase properties', () => {
    const code = csharpSdkSample(fixtureModel('createEnvelope'), TARGET)!;
    expect(code).toContain('Signers = new List<Signer>');
    expect(code).toContain('CustomData = new Dictionary<string, string>');
    expect(code).toMatchSnapshot();
  });

  it('types uuid ids as Guid? where the SDK does (Admin)', () => {
    const code = csharpSdkSample(fixtureModel('createUser', 'admin-v2.1'), TARGET)!;
    expect(code).toContain('Guid? organizationId = Guid.Parse("{organizationId}");');
  });
});
