/** @jest-environment node */
import { fixtureModel, PERSONAL, TARGET } from '../__fixtures__/fixtureSamples';
import { nodeSdkSample } from './nodeSdk';

describe('the Node.js SDK sample', () => {
  it('configures the client with the base path and a bearer token, and calls the API class', () => {
    const code = nodeSdkSample(fixtureModel('createEnvelope'), PERSONAL)!;
    expect(code).toContain("const docusign = require('docusign-esign');");
    expect(code).toContain('apiClient.setBasePath(basePath);');
    expect(code).toContain("apiClient.addDefaultHeader('Authorization', `Bearer ${accessToken}`);");
    expect(code).toContain('const envelopesApi = new docusign.EnvelopesApi(apiClient);');
  });

  it('passes path parameters in path order, then opts with the body and the camel-cased query', () => {
    const code = nodeSdkSample(fixtureModel('createEnvelope'), TARGET)!;
    expect(code).toMatch(/createEnvelope\(accountId, \{\n {4}envelopeDefinition: \{/);
    expect(code).toContain('    mergeRolesOnDraft: true,\n  });');
    expect(code).toMatchSnapshot();
  });

  it('puts a required body first where the SDKs take it so (Admin)', () => {
    const code = nodeSdkSample(fixtureModel('createUser', 'admin-v2.1'), TARGET)!;
    expect(code).toMatch(/usersApi\.createUser\(\{[\s\S]*\}, organizationId\);/);
  });

  it('prefixes a method named like a reserved word, as the SDKs do (UsersApi._delete)', () => {
    expect(nodeSdkSample(fixtureModel('delete'), TARGET)).toContain(
      'await usersApi._delete(accountId, {',
    );
  });

  it('reads a form file from disk and counts the bytes of a binary answer', () => {
    const form = nodeSdkSample(
      fixtureModel('createBulkImportAddUsersRequest', 'admin-v2.1'),
      TARGET,
    )!;
    expect(form).toContain(
      "createBulkImportAddUsersRequest(organizationId, fs.readFileSync('file.csv'))",
    );
    expect(nodeSdkSample(fixtureModel('getDocument'), TARGET)).toContain(
      'console.log(`${result.length} bytes`);',
    );
  });

  it('is undefined where the SDKs have no method', () => {
    expect(nodeSdkSample(fixtureModel('getLogo'), TARGET)).toBeUndefined();
  });
});
