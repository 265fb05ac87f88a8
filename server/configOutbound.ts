import { SEARCH_CATEGORIES, type SearchCategory } from '../lib/search/searchContract';
import { tagManagerConfig, TagManagerConfigError } from '../lib/analytics/tagManager';

/** A wrong value stops start-up; the message names the variable. */
export class OutboundConfigError extends Error {}

/** Where stored analytics and marketing events go next; unset URLs keep them first-party only. */
export interface MarketingForwardConfig {
  signalUrl: string | undefined;
  eloquaUrl: string | undefined;
  timeoutMs: number;
}

/** A web-search service of the external-search shape (GET /api/bingsearch forwards to it). */
export interface MultiSiteSearchConfig {
  url: string;
  /** Sent as Ocp-Apim-Subscription-Key; never logged or answered. */
  key: string | undefined;
  /** The host names each category searches (`site:` filters); a category without hosts has none. */
  sites: Partial<Record<SearchCategory, string[]>>;
  timeoutMs: number;
}

/** The code depot's GraphQL API, the open-source catalogue's source when set (server/opensource). */
export interface CodeDepotConfig {
  /** The GraphQL endpoint (`https://api.github.com/graphql`); POSTed to, never redirected. */
  url: string;
  /** The organisation (`organization(login:)`) whose public repositories make the catalogue. */
  org: string;
  /** Sent to the depot only, as `Authorization: Bearer`; never logged or answered. */
  token: string | undefined;
  /** Time limit of the whole listing, every page of it. */
  timeoutMs: number;
}

const isSet = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

function timeout(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (!isSet(value)) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 100 || number > 60_000) {
    throw new OutboundConfigError(`${name} must be an integer from 100 to 60000, got "${value}"`);
  }
  return number;
}

/** An absolute http(s) URL without userinfo or fragment (a query may carry a key). */
function endpoint(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  if (!isSet(value)) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.username !== '' ||
    url.password !== '' ||
    url.hash !== ''
  ) {
    throw new OutboundConfigError(
      `${name} must be an absolute http(s) URL without credentials or fragment`,
    );
  }
  return url.href;
}

export function marketingForward(env: NodeJS.ProcessEnv): MarketingForwardConfig {
  return {
    signalUrl: endpoint(env, 'SIGNAL_FORWARD_URL'),
    eloquaUrl: endpoint(env, 'ELOQUA_FORWARD_URL'),
    timeoutMs: timeout(env, 'MARKETING_FORWARD_TIMEOUT_MS', 3000),
  };
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** `Developer=developers.example.com;Support=support.example.com,help.example.com` */
function searchSites(value: string): Partial<Record<SearchCategory, string[]>> {
  const sites: Partial<Record<SearchCategory, string[]>> = {};
  for (const entry of value.split(';').filter((part) => part.trim() !== '')) {
    const [name, hosts = ''] = entry.split('=', 2).map((part) => part.trim());
    const category = SEARCH_CATEGORIES.find((candidate) => candidate === name);
    const list = hosts.split(',').map((host) => host.trim().toLowerCase());
    if (!category || list.some((host) => !HOST.test(host))) {
      throw new OutboundConfigError(
        `MULTI_SITE_SEARCH_SITES must read Category=host,host;Category=host with categories ${SEARCH_CATEGORIES.join(', ')}, got "${entry}"`,
      );
    }
    sites[category] = list;
  }
  return sites;
}

export function multiSiteSearch(env: NodeJS.ProcessEnv): MultiSiteSearchConfig | undefined {
  const url = endpoint(env, 'MULTI_SITE_SEARCH_URL');
  if (url === undefined) return undefined;
  if (!isSet(env.MULTI_SITE_SEARCH_SITES)) {
    throw new OutboundConfigError(
      'MULTI_SITE_SEARCH_SITES (the hosts of each search category) must be set with MULTI_SITE_SEARCH_URL',
    );
  }
  return {
    url,
    key: isSet(env.MULTI_SITE_SEARCH_KEY) ? env.MULTI_SITE_SEARCH_KEY.trim() : undefined,
    sites: searchSites(env.MULTI_SITE_SEARCH_SITES),
    timeoutMs: timeout(env, 'MULTI_SITE_SEARCH_TIMEOUT_MS', 5000),
  };
}

/** The tag manager script's origin, which the Content Security Policy must allow. */
export function tagManagerOrigin(env: NodeJS.ProcessEnv): string | undefined {
  try {
    return tagManagerConfig(env)?.origin;
  } catch (error) {
    if (error instanceof TagManagerConfigError) throw new OutboundConfigError(error.message);
    throw error;
  }
}

export function codeDepot(env: NodeJS.ProcessEnv): CodeDepotConfig | undefined {
  const url = endpoint(env, 'CODE_DEPOT_GRAPHQL_URL');
  if (url === undefined) return undefined;
  const org = env.CODE_DEPOT_ORG?.trim();
  if (!isSet(org)) {
    throw new OutboundConfigError(
      'CODE_DEPOT_ORG (the organisation) must be set with CODE_DEPOT_GRAPHQL_URL',
    );
  }
  // Organisation logins are letters, digits, '-', '_' and '.': anything else is a typo.
  if (!/^[A-Za-z0-9_.-]+$/.test(org) || /^\.+$/.test(org)) {
    throw new OutboundConfigError(`CODE_DEPOT_ORG must be an organisation name, got "${org}"`);
  }
  return {
    url,
    org,
    token: isSet(env.CODE_DEPOT_TOKEN) ? env.CODE_DEPOT_TOKEN.trim() : undefined,
    timeoutMs: timeout(env, 'CODE_DEPOT_TIMEOUT_MS', 10_000),
  };
}
