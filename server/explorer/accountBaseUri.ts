import { createHash } from 'node:crypto';
import type { PlatformUserInfo } from '../platform';

/** The base_uri of one of the token's accounts (the default one unless another is named). */
export type BaseUriOf = (token: string, accountId?: string) => Promise<string>;

const TTL_MS = 60_000;
const MAX_ENTRIES = 1000;

/**
 * Where the explorer and MCP send a user's calls to an API that lives under the account's
 * base_uri (lib/platform/apiLocation.ts): the base_uri the platform's user info gives the
 * account, as code written to the platform's guides does. User info is asked once a minute per
 * token (kept by the token's hash, never the token itself).
 */
export function accountBaseUris(userInfo: (token: string) => Promise<PlatformUserInfo>): BaseUriOf {
  const cache = new Map<string, { at: number; info: Promise<PlatformUserInfo> }>();
  return async (token, accountId) => {
    const key = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    let entry = cache.get(key);
    if (!entry || now - entry.at > TTL_MS) {
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      entry = { at: now, info: userInfo(token) };
      cache.set(key, entry);
      entry.info.catch(() => cache.delete(key));
    }
    const { accounts } = await entry.info;
    const account =
      accounts.find((candidate) => candidate.account_id === accountId) ??
      accounts.find((candidate) => candidate.is_default) ??
      accounts[0];
    if (!account) throw new Error('The platform knows no account of this user');
    return account.base_uri;
  };
}
