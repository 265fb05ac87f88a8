/** @jest-environment node */
import { fixtureModel, TARGET } from '../__fixtures__/fixtureSamples';
import { javaSdkSample } from './javaSdk';

describe('the Java SDK sample', () => {
  it("imports from the SDK's api, client and model packages", () => {
    const code = javaSdkSample(fixtureModel('createEnvelope'), TARGET)!;
    expect(code).toMatch(
      /^import com\.docusign\.esign\.api\.EnvelopesApi;\nimport com\.docusign\.esign\.client\.ApiClient;/,
    );
  });

  it("sets query parameters on the method's inner options class", () => {
    const code = javaSdkSample(fixtureModel('listStatusChanges'), TARGET)!;
    expect(code).toContain(
      'EnvelopesApi.ListStatusChangesOptions options = envelopesApi.new ListStatusChangesOptions();',
    );
    expect(code).toContain('options.setFromDate("2024-01-01");');
    expect(code).toContain('envelopesApi.listStatusChanges(accountId, options);');
  });

  it('builds models with their fluent setters and passes the body after the path parameters', () => {
    const code = javaSdkSample(fixtureModel('createEnvelope'), TARGET)!;
    expect(code).toContain('EnvelopeDefinition envelopeDefinition = new EnvelopeDefinition()\n');
    expect(code).toContain('.signers(java.util.Arrays.asList(');
    expect(code).toContain('envelopesApi.createEnvelope(accountId, envelopeDefinition, options);');
    expect(code).toMatchSnapshot();
  });

  it('types uuid ids as java.util.UUID where the SDK does (Admin)', () => {
    const code = javaSdkSample(fixtureModel('createUser', 'admin-v2.1'), TARGET)!;
    expect(code).toContain(
      'java.util.UUID organizationId = java.util.UUID.fromString("{organizationId}");',
    );
  });

  it('calls a method without an answer as a statement', () => {
    expect(javaSdkSample(fixtureModel('delete'), TARGET)).toContain(
      'usersApi.delete(accountId, body);\n',
    );
  });
});
