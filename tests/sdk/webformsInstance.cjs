// A web form integration written as the platform's Web Forms code example writes it with the
// official Node.js SDKs (docusign-esign for the template, docusign-webforms for the form): JWT
// grant, user info, the "Web Form Example Template" created with its tabs, the form found by
// name (listForms), an instance created with prefilled values (createInstance) for the page to
// embed, then the instance read back with the envelope its submission sent.
//
//   node webformsInstance.cjs <config.json> create                    → {"formId","instanceId","formUrl",...}
//   node webformsInstance.cjs <config.json> read <formId> <instanceId> → {"status","envelope"}
const fs = require('fs');
const docusign = require('docusign-esign');
const webforms = require('docusign-webforms');

const [configFile, step, formId, instanceId] = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
const TEMPLATE_NAME = 'Web Form Example Template';

async function authenticate() {
  const dsApi = new docusign.ApiClient();
  dsApi.setOAuthBasePath(config.oAuthBasePath);
  const results = await dsApi.requestJWTUserToken(
    config.integrationKey,
    config.userId,
    [
      'signature',
      'impersonation',
      'webforms_read',
      'webforms_instance_read',
      'webforms_instance_write',
    ],
    fs.readFileSync(config.privateKeyFile),
    600,
  );
  const accessToken = results.body.access_token;
  const userInfo = await dsApi.getUserInfo(accessToken);
  const account = userInfo.accounts.find((candidate) => candidate.isDefault === 'true');
  return {
    accessToken,
    accountId: account.accountId,
    basePath: `${account.baseUri}/restapi`,
    webformsBasePath: `${account.baseUri}/webformsapi`,
  };
}

function esignClient(args) {
  const dsApiClient = new docusign.ApiClient();
  dsApiClient.setBasePath(args.basePath);
  dsApiClient.addDefaultHeader('Authorization', 'Bearer ' + args.accessToken);
  return dsApiClient;
}

/** The template the form is made from, created once (as the code example checks first). */
async function createWebFormTemplate(args) {
  const templatesApi = new docusign.TemplatesApi(esignClient(args));
  const found = await templatesApi.listTemplates(args.accountId, { searchText: TEMPLATE_NAME });
  if (Number(found.resultSetSize) > 0) return found.envelopeTemplates[0].templateId;
  const document = docusign.Document.constructFromObject({
    documentBase64: Buffer.from(
      '<h1>World Wide Corp</h1><p>Name: /FullName/</p><p>Phone: /PhoneNumber/</p>' +
        '<p>SMS updates: /SMS/</p><p>Company: /Company/</p><p>Title: /Title/</p>' +
        '<p>Signed: /SignHere/ on /Date/</p>',
    ).toString('base64'),
    name: 'World_Wide_Web_Form',
    fileExtension: 'html',
    documentId: '1',
  });
  const anchored = (anchorString) => ({
    anchorString,
    anchorUnits: 'pixels',
    anchorXOffset: '0',
    anchorYOffset: '0',
  });
  const signer = docusign.Signer.constructFromObject({
    roleName: 'signer',
    recipientId: '1',
    routingOrder: '1',
    tabs: docusign.Tabs.constructFromObject({
      checkboxTabs: [
        docusign.Checkbox.constructFromObject({ tabLabel: 'Yes', ...anchored('/SMS/') }),
      ],
      signHereTabs: [docusign.SignHere.constructFromObject(anchored('/SignHere/'))],
      dateSignedTabs: [docusign.DateSigned.constructFromObject(anchored('/Date/'))],
      textTabs: [
        docusign.Text.constructFromObject({ tabLabel: 'FullName', ...anchored('/FullName/') }),
        docusign.Text.constructFromObject({
          tabLabel: 'PhoneNumber',
          ...anchored('/PhoneNumber/'),
        }),
        docusign.Text.constructFromObject({ tabLabel: 'Company', ...anchored('/Company/') }),
        docusign.Text.constructFromObject({ tabLabel: 'JobTitle', ...anchored('/Title/') }),
      ],
    }),
  });
  const template = docusign.EnvelopeTemplate.constructFromObject({
    name: TEMPLATE_NAME,
    description: 'Example template created via the API',
    emailSubject: 'Please sign this document',
    shared: 'false',
    documents: [document],
    recipients: docusign.Recipients.constructFromObject({ signers: [signer] }),
    status: 'created',
  });
  const created = await templatesApi.createTemplate(args.accountId, { envelopeTemplate: template });
  return created.templateId;
}

function webformsClient(args) {
  const apiClient = new webforms.ApiClient();
  apiClient.setBasePath(args.webformsBasePath);
  apiClient.addDefaultHeader('Authorization', 'Bearer ' + args.accessToken);
  return apiClient;
}

async function main() {
  const args = await authenticate();
  if (step === 'create') {
    const templateId = await createWebFormTemplate(args);
    const formManagementApi = new webforms.FormManagementApi(webformsClient(args));
    const forms = await formManagementApi.listForms(args.accountId, { search: TEMPLATE_NAME });
    const form = forms.items[0];
    const formInstanceManagementApi = new webforms.FormInstanceManagementApi(webformsClient(args));
    const formValues = {
      PhoneNumber: '555-555-5555',
      Yes: ['Yes'],
      Company: 'Tally',
      JobTitle: 'Programmer Writer',
    };
    const createInstanceBody = {
      clientUserId: '1234-5678-abcd-ijkl',
      formValues,
      expirationOffset: 24,
    };
    const instance = await formInstanceManagementApi.createInstance(
      createInstanceBody,
      args.accountId,
      form.id,
    );
    console.log(
      JSON.stringify({
        templateId,
        formId: form.id,
        formName: form.formProperties && form.formProperties.name,
        instanceId: instance.id,
        status: instance.status,
        formUrl: instance.formUrl,
        instanceToken: instance.instanceToken,
      }),
    );
    return;
  }
  const formInstanceManagementApi = new webforms.FormInstanceManagementApi(webformsClient(args));
  const instance = await formInstanceManagementApi.getInstance(args.accountId, formId, instanceId);
  const envelopeId = instance.envelopes && instance.envelopes[0] && instance.envelopes[0].id;
  const envelope = envelopeId
    ? await new docusign.EnvelopesApi(esignClient(args)).getEnvelope(args.accountId, envelopeId, {
        include: 'recipients',
      })
    : undefined;
  console.log(
    JSON.stringify({
      status: instance.status,
      envelopeId,
      envelope: envelope && {
        status: envelope.status,
        emailSubject: envelope.emailSubject,
        signers: envelope.recipients.signers.map((signer) => ({
          name: signer.name,
          email: signer.email,
          clientUserId: signer.clientUserId,
          roleName: signer.roleName,
        })),
      },
    }),
  );
}

main().catch((error) => {
  const detail = error.response
    ? `${error.response.status} ${JSON.stringify(error.response.data)}`
    : error.stack;
  console.error(`integration failed: ${detail}`);
  process.exit(1);
});
