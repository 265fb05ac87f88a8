import { formIdOf } from '../webforms/forms';

/** The Maestro API's base path under an account's base_uri (the registry's apiBasePathDemo). */
export const MAESTRO_BASE_PATH = '/maestroapi';

const AGREEMENT = `<h1>Service agreement</h1>
<p>The parties agree to the services described in the order form.</p>
<p>Signature: /sn1/</p>`;

/**
 * The workflow every account has (workflows are built in the platform's web app; the API only
 * runs them): one ESign step that sends an agreement to the signer the trigger names and waits
 * for it to be completed.
 */
export const SIGNING_WORKFLOW = {
  name: 'Send an agreement for signature',
  inputs: [
    { field_name: 'signerName', field_data_type: 'string', max_length: 100 },
    { field_name: 'signerEmail', field_data_type: 'string', max_length: 100 },
  ],
  steps: [
    { id: 'step-1', name: 'Send agreement for signature', moduleName: 'ESign', nextSteps: [] },
  ],
  created: Date.UTC(2026, 0, 5, 9, 0, 0),
  envelope: {
    emailSubject: 'Please sign the service agreement',
    documents: [
      {
        documentId: '1',
        name: 'Service agreement.html',
        fileExtension: 'html',
        documentBase64: Buffer.from(AGREEMENT).toString('base64'),
      },
    ],
  },
};

/** The account's workflow's id (a name-based GUID, as stable as the account). */
export const workflowIdOf = (accountId: string) => formIdOf(accountId, 'maestro-signing-workflow');
