/** @jest-environment node */
import { fixtureModel, TARGET } from '../__fixtures__/fixtureSamples';
import { phpSdkSample } from './phpSdk';

describe('the PHP SDK sample', () => {
  it('configures the host and header, and imports the API, client and models', () => {
    const code = phpSdkSample(fixtureModel('createEnvelope'), TARGET)!;
    expect(code).toContain('use DocuSign\\eSign\\Api\\EnvelopesApi;');
    expect(code).toContain('use DocuSign\\eSign\\Model\\Signer;');
    expect(code).toContain('$config->setHost($basePath);');
    expect(code).toContain('$envelopesApi = new EnvelopesApi(new ApiClient($config));');
  });

  it("sets query parameters on the method's options class, in the API's namespace", () => {
    const code = phpSdkSample(fixtureModel('listStatusChanges'), TARGET)!;
    expect(code).toContain('$options = new EnvelopesApi\\ListStatusChangesOptions();');
    expect(code).toContain("$options->setFromDate('2024-01-01');");
    expect(code).toContain('$result = $envelopesApi->listStatusChanges($accountId, $options);');
  });

  it('builds models from arrays of snake_case keys', () => {
    const code = phpSdkSample(fixtureModel('createEnvelope'), TARGET)!;
    expect(code).toContain("'email_subject' => 'Please sign',");
    expect(code).toMatchSnapshot();
  });

  // The SDK's own signature (docusign-esign-php-client 8.7.0, EnvelopesApi.php):
  // getDocument($account_id, $document_id, $envelope_id, $options = null); Admin's SDK keeps
  // the path's order (getDSGroup($organization_id, $account_id, $ds_group_id)).
  it("passes eSignature's path parameters in its spec's alphabetical order, Admin's in path order", () => {
    const esign = phpSdkSample(fixtureModel('getDocument'), TARGET)!;
    expect(esign).toContain('$envelopesApi->getDocument($accountId, $documentId, $envelopeId);');
    const admin = phpSdkSample(fixtureModel('getDocument', 'admin-v2.1'), TARGET)!;
    expect(admin).toContain('->getDocument($accountId, $envelopeId, $documentId');
  });
});
