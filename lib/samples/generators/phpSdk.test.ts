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
});
