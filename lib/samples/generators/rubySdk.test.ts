/** @jest-environment node */
import { fixtureModel, TARGET } from '../__fixtures__/fixtureSamples';
import { rubySdkSample } from './rubySdk';

describe('the Ruby SDK sample', () => {
  it('configures the host and the default header of the api client', () => {
    const code = rubySdkSample(fixtureModel('createEnvelope'), TARGET)!;
    expect(code).toMatch(/^require 'docusign_esign'\n/);
    expect(code).toContain('configuration.host = base_path');
    expect(code).toContain(
      'api_client.set_default_header(\'Authorization\', "Bearer #{access_token}")',
    );
  });

  it("sets query parameters on the method's options class in the SDK's module", () => {
    const code = rubySdkSample(fixtureModel('listStatusChanges'), TARGET)!;
    expect(code).toContain('options = DocuSign_eSign::ListStatusChangesOptions.new');
    expect(code).toContain("options.from_date = '2024-01-01'");
    expect(code).toContain('result = envelopes_api.list_status_changes(account_id, options)');
  });

  it('builds models from hashes of their JSON names', () => {
    const code = rubySdkSample(fixtureModel('createEnvelope'), TARGET)!;
    expect(code).toContain("DocuSign_eSign::Signer.new(\n        recipientId: '1',");
    expect(code).toMatchSnapshot();
  });

  // The SDK's own signature (docusign-esign-ruby-client 5.7.0, envelopes_api.rb):
  // get_document(account_id, document_id, envelope_id, options = ...); Admin's keeps path order.
  it("passes eSignature's path parameters in its spec's alphabetical order, Admin's in path order", () => {
    const esign = rubySdkSample(fixtureModel('getDocument'), TARGET)!;
    expect(esign).toContain('envelopes_api.get_document(account_id, document_id, envelope_id)');
    const admin = rubySdkSample(fixtureModel('getDocument', 'admin-v2.1'), TARGET)!;
    expect(admin).toContain('.get_document(account_id, envelope_id, document_id');
  });
});
