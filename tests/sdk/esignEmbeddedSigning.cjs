// An embedded-signing integration written as the platform's own guides and code examples
// write it with the official Node.js SDK (docusign-esign): JWT grant, user info, base_uri +
// "/restapi", an envelope with a PDF and a clientUserId signer placed by anchor string, the
// recipient view, then the status changes and the completed documents. It runs unchanged
// against the embedded platform; only its configuration names where the platform is.
//
//   node esignEmbeddedSigning.cjs <config.json> send          → {"envelopeId","signingUrl"}
//   node esignEmbeddedSigning.cjs <config.json> after <id>    → {"changes",...} + completed.pdf
//
// config.json: oAuthBasePath (host and path, no scheme, as the SDK wants it), integrationKey,
// userId, privateKeyFile, signerEmail, signerName, returnUrl, webhookUrl, outDir.
const fs = require('fs');
const path = require('path');
const docusign = require('docusign-esign');

const [configFile, step, envelopeIdArg] = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));

async function authenticate() {
  const jwtLifeSec = 10 * 60;
  const scopes = ['signature', 'impersonation'];
  const dsApi = new docusign.ApiClient();
  dsApi.setOAuthBasePath(config.oAuthBasePath);
  const rsaKey = fs.readFileSync(config.privateKeyFile);
  const results = await dsApi.requestJWTUserToken(
    config.integrationKey,
    config.userId,
    scopes,
    rsaKey,
    jwtLifeSec,
  );
  const accessToken = results.body.access_token;
  const userInfoResults = await dsApi.getUserInfo(accessToken);
  const userInfo = userInfoResults.accounts.find((account) => account.isDefault === 'true');
  return {
    accessToken,
    apiAccountId: userInfo.accountId,
    basePath: `${userInfo.baseUri}/restapi`,
  };
}

function makeEnvelope() {
  const env = new docusign.EnvelopeDefinition();
  env.emailSubject = 'Please sign this document set';
  const doc1 = new docusign.Document();
  doc1.documentBase64 = fs.readFileSync(config.documentFile).toString('base64');
  doc1.name = 'Lorem Ipsum';
  doc1.fileExtension = 'pdf';
  doc1.documentId = '1';
  env.documents = [doc1];
  const signer1 = docusign.Signer.constructFromObject({
    email: config.signerEmail,
    name: config.signerName,
    clientUserId: '1000',
    recipientId: 1,
  });
  const signHere1 = docusign.SignHere.constructFromObject({
    anchorString: '/sn1/',
    anchorUnits: 'pixels',
    anchorXOffset: '20',
    anchorYOffset: '10',
  });
  signer1.tabs = docusign.Tabs.constructFromObject({ signHereTabs: [signHere1] });
  env.recipients = docusign.Recipients.constructFromObject({ signers: [signer1] });
  // A Connect webhook for this envelope, signed with the account's HMAC keys.
  env.eventNotification = docusign.EventNotification.constructFromObject({
    url: config.webhookUrl,
    includeHMAC: 'true',
    requireAcknowledgment: 'true',
    loggingEnabled: 'true',
    envelopeEvents: [
      docusign.EnvelopeEvent.constructFromObject({ envelopeEventStatusCode: 'completed' }),
    ],
    recipientEvents: [
      docusign.RecipientEvent.constructFromObject({ recipientEventStatusCode: 'Completed' }),
    ],
    eventData: docusign.ConnectEventData.constructFromObject({
      version: 'restv2.1',
      format: 'json',
      includeData: ['recipients'],
    }),
  });
  env.status = 'sent';
  return env;
}

function makeRecipientViewRequest() {
  const viewRequest = new docusign.RecipientViewRequest();
  viewRequest.returnUrl = `${config.returnUrl}?state=123`;
  viewRequest.authenticationMethod = 'none';
  viewRequest.email = config.signerEmail;
  viewRequest.userName = config.signerName;
  viewRequest.clientUserId = '1000';
  return viewRequest;
}

async function main() {
  const args = await authenticate();
  const dsApiClient = new docusign.ApiClient();
  dsApiClient.setBasePath(args.basePath);
  dsApiClient.addDefaultHeader('Authorization', 'Bearer ' + args.accessToken);
  const envelopesApi = new docusign.EnvelopesApi(dsApiClient);

  if (step === 'send') {
    let results = await envelopesApi.createEnvelope(args.apiAccountId, {
      envelopeDefinition: makeEnvelope(),
    });
    const envelopeId = results.envelopeId;
    const recipients = await envelopesApi.listRecipients(args.apiAccountId, envelopeId);
    const documents = await envelopesApi.listDocuments(args.apiAccountId, envelopeId);
    results = await envelopesApi.createRecipientView(args.apiAccountId, envelopeId, {
      recipientViewRequest: makeRecipientViewRequest(),
    });
    console.log(
      JSON.stringify({
        envelopeId,
        signingUrl: results.url,
        signers: recipients.signers.map((s) => ({
          name: s.name,
          email: s.email,
          status: s.status,
        })),
        documents: documents.envelopeDocuments.map((d) => ({
          documentId: d.documentId,
          name: d.name,
        })),
      }),
    );
    return;
  }

  const envelopeId = envelopeIdArg;
  const changes = await envelopesApi.listStatusChanges(args.apiAccountId, {
    fromDate: new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10),
  });
  const envelope = await envelopesApi.getEnvelope(args.apiAccountId, envelopeId, {});
  const combined = await envelopesApi.getDocument(args.apiAccountId, envelopeId, 'combined', {});
  const file = path.join(config.outDir, 'completed.pdf');
  fs.writeFileSync(file, Buffer.from(combined, 'binary'));
  console.log(
    JSON.stringify({
      status: envelope.status,
      changes: changes.envelopes.map((e) => ({ envelopeId: e.envelopeId, status: e.status })),
      file,
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
