// A clickwrap integration written as the platform's Click guides write it with the official
// Node.js Click SDK (docusign-click): JWT grant, user info, base_uri + "/clickapi", create a
// clickwrap, get it back, ask whether a user has agreed (createHasAgreed), list its agreements.
//
//   node clickwrapAgreement.cjs <config.json> create                       → {"clickwrapId",...}
//   node clickwrapAgreement.cjs <config.json> agree <clickwrapId> <user>   → {"status","agreementUrl"}
//   node clickwrapAgreement.cjs <config.json> agreements <clickwrapId>     → {"userAgreements"}
const fs = require('fs');
const docusignClick = require('docusign-click');
const docusign = require('docusign-esign');

const [configFile, step, clickwrapId, clientUserId] = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));

async function authenticate() {
  const dsApi = new docusign.ApiClient();
  dsApi.setOAuthBasePath(config.oAuthBasePath);
  const results = await dsApi.requestJWTUserToken(
    config.integrationKey,
    config.userId,
    ['signature', 'click.manage', 'click.send'],
    fs.readFileSync(config.privateKeyFile),
    600,
  );
  const accessToken = results.body.access_token;
  const userInfo = await dsApi.getUserInfo(accessToken);
  const account = userInfo.accounts.find((candidate) => candidate.isDefault === 'true');
  return { accessToken, accountId: account.accountId, basePath: `${account.baseUri}/clickapi` };
}

async function main() {
  const args = await authenticate();
  const dsApiClient = new docusignClick.ApiClient();
  dsApiClient.setBasePath(args.basePath);
  dsApiClient.addDefaultHeader('Authorization', 'Bearer ' + args.accessToken);
  const accountsApi = new docusignClick.AccountsApi(dsApiClient);

  if (step === 'create') {
    const document = docusignClick.Document.constructFromObject({
      documentBase64: Buffer.from('<p>Please be fair to each other.</p>').toString('base64'),
      documentName: 'Terms of Service',
      fileExtension: 'html',
      order: 0,
    });
    const clickwrapRequest = docusignClick.ClickwrapRequest.constructFromObject({
      clickwrapName: 'Terms of Service',
      displaySettings: docusignClick.DisplaySettings.constructFromObject({
        consentButtonText: 'I Agree',
        displayName: 'Terms of Service',
        downloadable: true,
        format: 'modal',
        mustRead: true,
        requireAccept: true,
        documentDisplay: 'document',
      }),
      documents: [document],
      requireReacceptance: true,
    });
    const created = await accountsApi.createClickwrap(args.accountId, { clickwrapRequest });
    const fetched = await accountsApi.getClickwrap(args.accountId, created.clickwrapId);
    console.log(
      JSON.stringify({ clickwrapId: created.clickwrapId, fetchedName: fetched.clickwrapName }),
    );
    return;
  }
  if (step === 'agree') {
    const userAgreementRequest = docusignClick.UserAgreementRequest.constructFromObject({
      clientUserId,
    });
    const agreement = await accountsApi.createHasAgreed(args.accountId, clickwrapId, {
      userAgreementRequest,
    });
    console.log(
      JSON.stringify({
        status: agreement.status,
        agreementUrl: agreement.agreementUrl,
        agreementId: agreement.agreementId,
      }),
    );
    return;
  }
  const agreements = await accountsApi.getClickwrapAgreements(args.accountId, clickwrapId, {});
  console.log(JSON.stringify({ userAgreements: agreements.userAgreements }));
}

main().catch((error) => {
  const detail = error.response
    ? `${error.response.status} ${JSON.stringify(error.response.data)}`
    : error.stack;
  console.error(`integration failed: ${detail}`);
  process.exit(1);
});
