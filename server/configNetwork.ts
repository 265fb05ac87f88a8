import net from 'node:net';
import { listenerOrigins } from '../lib/webhooks/listenerOrigins';

/** A wrong value stops start-up; the message names the variable. */
export class NetworkConfigError extends Error {}

/** Fastify's trustProxy: off, a number of proxy hops, or the proxies' addresses (CIDR allowed). */
export type TrustProxy = false | number | string[];

const isSet = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

const isAddressOrRange = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: `0` (default) trusts no proxy; a number trusts that many hops nearest the
 * server (so a client-written X-Forwarded-For cannot rotate its address past the rate limit);
 * a comma-separated list trusts those proxy addresses only. `true` means one hop.
 */
export function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const value = env.TRUST_PROXY?.trim();
  if (!isSet(value) || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 16) return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new NetworkConfigError(
    `TRUST_PROXY must be 0, a hop count from 1 to 16 or a comma-separated list of proxy addresses, got "${value}"`,
  );
}

/** DEVCENTER_SITE_URL: the public origin (scheme, host, port) without path, query or hash. */
export function siteUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.DEVCENTER_SITE_URL;
  if (!isSet(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new NetworkConfigError(
      `DEVCENTER_SITE_URL must be an absolute http(s) URL, got "${value}"`,
    );
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username !== '' || url.password !== '') {
    throw new NetworkConfigError(
      `DEVCENTER_SITE_URL must be an absolute http(s) URL, got "${value}"`,
    );
  }
  return url.origin;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * ALLOWED_HOSTS: the host names this server answers for (comma-separated, no port). Default:
 * the host of DEVCENTER_SITE_URL plus the loopback names; any other Host gets 421, which also
 * closes DNS rebinding.
 */
export function allowedHosts(env: NodeJS.ProcessEnv, site: string | undefined): string[] {
  const value = env.ALLOWED_HOSTS;
  if (isSet(value)) {
    const names = value.split(',').map((name) => name.trim().toLowerCase());
    const valid = names.every((name) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(name));
    if (!valid) {
      throw new NetworkConfigError(
        `ALLOWED_HOSTS must be comma-separated host names without port, got "${value}"`,
      );
    }
    return names;
  }
  const own = site === undefined ? [] : [new URL(site).hostname];
  return [...new Set([...own, ...LOOPBACK_HOSTS])];
}

/** SANDBOX_CONNECT_ALLOWED_ORIGINS, by the rule of lib/webhooks/listenerOrigins.ts. */
export function connectAllowedOrigins(env: NodeJS.ProcessEnv): string[] {
  try {
    return listenerOrigins(env.SANDBOX_CONNECT_ALLOWED_ORIGINS);
  } catch (failure) {
    throw new NetworkConfigError((failure as Error).message);
  }
}
