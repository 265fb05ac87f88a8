import { HttpError } from '../http/errors';
import type { PlatformClient } from '../platform';

/**
 * The account a call acts on: the one the caller names when it belongs to the signed-in user,
 * else the user's default account (from user info, so a revoked token fails here with 401).
 */
export async function resolveAccountId(
  platform: PlatformClient,
  token: string,
  requested?: string,
): Promise<string> {
  const { accounts = [] } = await platform.userInfo(token);
  if (requested !== undefined) {
    const match = accounts.find((account) => account.account_id === requested);
    if (!match) throw new HttpError(403, 'The account does not belong to the signed-in user');
    return match.account_id;
  }
  const account = accounts.find((candidate) => candidate.is_default) ?? accounts[0];
  if (!account) throw new HttpError(403, 'The signed-in user has no account');
  return account.account_id;
}
