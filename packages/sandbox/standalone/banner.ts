import { SANDBOX_ACCOUNT, SANDBOX_PORTAL_CLIENT, SANDBOX_USERS } from '..';

/**
 * What `npm run sandbox` prints once listening: where the platform is and what an application
 * needs to talk to it (the README's "Running it on its own" says the same).
 */
export function banner(baseUrl: string, portalClientSecret: string): string {
  const users = SANDBOX_USERS.map(
    (user) =>
      `  ${user.name.padEnd(14)} ${user.email.padEnd(22)} password ${user.password}` +
      `  user id ${user.userId}${user.isAdmin ? '  (administrator)' : ''}`,
  );
  return [
    `Sandbox platform listening: ${baseUrl}`,
    '',
    `  OAuth          ${baseUrl}/oauth/auth, ${baseUrl}/oauth/token, ${baseUrl}/oauth/userinfo`,
    `  base_uri       ${baseUrl}   (eSignature at ${baseUrl}/restapi, Click at ${baseUrl}/clickapi, ...)`,
    `  JWT audience   ${new URL(baseUrl).host}`,
    `  Management     ${baseUrl}/management/v1/accounts/{accountId}/applications`,
    '',
    `Account "${SANDBOX_ACCOUNT.accountName}": ${SANDBOX_ACCOUNT.accountId}`,
    'Demo users:',
    ...users,
    'OAuth client (authorization code; redirect URIs http://localhost:<port>/auth/callback):',
    `  client_id ${SANDBOX_PORTAL_CLIENT.clientId}  client_secret ${portalClientSecret}`,
    '',
  ].join('\n');
}
