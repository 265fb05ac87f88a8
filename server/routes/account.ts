import { HttpError } from '../http/errors';
import type { PlatformAccount, PlatformClient } from '../platform';

/**
 * The account a call acts on. An account the caller names is used as it is: the platform
 * decides whether the user belongs to it, and its 401 or 403 passes through unchanged. Without
 * one, the user's default account, from user info (a revoked token fails there with 401, a
 * refused user with the platform's 403). `deadline` is the route's shared time limit, if any.
 */
export async function resolveAccountId(
  platform: PlatformClient,
  token: string,
  requested?: string,
  deadline?: AbortSignal,
): Promise<string> {
  if (requested !== undefined) return requested;
  const { accounts = [] } = await platform.userInfo(token, deadline);
  const account = accounts.find((candidate) => candidate.is_default) ?? accounts[0];
  // The platform accepted the token but offers no account to act on: nothing to pass through.
  if (!account) throw new HttpError(403, 'The signed-in user has no account');
  return account.account_id;
}

/**
 * The account a call acts on, as user info gives it (with its `base_uri`, where its APIs live):
 * the named one, else the default. Naming an account the user does not belong to is a 403.
 */
export async function resolveAccount(
  platform: PlatformClient,
  token: string,
  requested?: string,
): Promise<PlatformAccount> {
  const { accounts = [] } = await platform.userInfo(token);
  const account = requested
    ? accounts.find((candidate) => candidate.account_id === requested)
    : (accounts.find((candidate) => candidate.is_default) ?? accounts[0]);
  if (!account) {
    throw new HttpError(
      403,
      requested
        ? 'The signed-in user does not belong to this account'
        : 'The signed-in user has no account',
    );
  }
  return account;
}
