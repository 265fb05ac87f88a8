// A user-management integration written as the platform's Admin guides write it with the
// official Node.js Admin SDK (docusign-admin): JWT grant and user info with the SDK's own
// ApiClient, the Admin API at its base URL (config.adminBasePath: the registry's location of
// the Admin API; on the real demo platform https://api-d.docusign.net/management), the
// organization, its users, a new user, and the user looked up by email.
//
//   node adminUsers.cjs <config.json> users                → {"organizationId","users"}
//   node adminUsers.cjs <config.json> create <email> <name> → {"id","email","accounts"}
const fs = require('fs');
const docusignAdmin = require('docusign-admin');

const [configFile, step, email, userName] = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));

async function authenticate() {
  const dsApi = new docusignAdmin.ApiClient();
  dsApi.setOAuthBasePath(config.oAuthBasePath);
  const results = await dsApi.requestJWTUserToken(
    config.integrationKey,
    config.userId,
    ['signature', 'impersonation', 'organization_read', 'user_read', 'user_write'],
    fs.readFileSync(config.privateKeyFile),
    600,
  );
  const accessToken = results.body.access_token;
  const userInfo = await dsApi.getUserInfo(accessToken);
  const account = userInfo.accounts.find((candidate) => candidate.isDefault === 'true');
  return { accessToken, accountId: account.accountId };
}

async function main() {
  const args = await authenticate();
  const dsApiClient = new docusignAdmin.ApiClient();
  dsApiClient.setBasePath(config.adminBasePath);
  dsApiClient.addDefaultHeader('Authorization', 'Bearer ' + args.accessToken);

  const accountsApi = new docusignAdmin.AccountsApi(dsApiClient);
  const organizations = await accountsApi.getOrganizations();
  const organizationId = organizations.organizations[0].id;
  const usersApi = new docusignAdmin.UsersApi(dsApiClient);

  if (step === 'users') {
    const users = await usersApi.getUsers(organizationId, { accountId: args.accountId });
    console.log(JSON.stringify({ organizationId, users: users.users }));
    return;
  }
  const request = docusignAdmin.NewUserRequest.constructFromObject({
    user_name: userName,
    email,
    accounts: [
      docusignAdmin.NewUserRequestAccountProperties.constructFromObject({ id: args.accountId }),
    ],
  });
  const created = await usersApi.createUser(request, organizationId);
  const found = await usersApi.getUsers(organizationId, { email });
  console.log(
    JSON.stringify({
      id: created.id,
      email: created.email,
      accounts: created.accounts,
      found: found.users,
    }),
  );
}

main().catch((error) => {
  const response = error.response;
  const detail = response
    ? `${response.status ?? response.statusCode} ${JSON.stringify(response.data ?? response.body ?? response.text)} ${error.message}`
    : (error && error.stack) || require('util').inspect(error, { depth: 3 });
  console.error(`integration failed: ${detail}`);
  process.exit(1);
});
