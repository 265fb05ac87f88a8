import path from 'node:path';
import { configuredEnvironment, type ConfiguredEnvironment } from '../lib/platform/apiLocation';
import type { StoreLocation } from '@developer-center/store';
import { PROJECT_ROOT } from './projectRoot';
import {
  NetworkConfigError,
  allowedHosts,
  connectAllowedOrigins,
  siteUrl,
  trustProxy,
  type TrustProxy,
} from './configNetwork';
import {
  OutboundConfigError,
  codeDepot,
  marketingForward,
  multiSiteSearch,
  tagManagerOrigin,
  type CodeDepotConfig,
  type MarketingForwardConfig,
  type MultiSiteSearchConfig,
} from './configOutbound';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Server configuration: every setting from the environment, defaults that run locally. */
export interface ServerConfig {
  host: string;
  port: number;
  publicDir: string;
  dataDir: string;
  /** Where the portal and the embedded platform keep their state (DATABASE_URL, else DATA_DIR). */
  store: StoreLocation;
  /** The platform's base URL; undefined means the embedded sandbox at /sandbox on this server. */
  platformBaseUrl: string | undefined;
  /**
   * The configured platform's environment (PLATFORM_ENVIRONMENT, default demo): where an API with
   * a host of its own is called (lib/platform/apiLocation.ts). Unused when embedded.
   */
  platformEnvironment: ConfiguredEnvironment;
  /** The portal's OAuth client at the platform; undefined means the sandbox's portal client. */
  platformClientId: string | undefined;
  platformClientSecret: string | undefined;
  platformTimeoutMs: number;
  sandboxTokenTtlSeconds: number | undefined;
  sandboxTestHooks: boolean;
  /** Origins beyond loopback where the sandbox may deliver Connect messages (webhooks). */
  sandboxConnectAllowedOrigins: string[];
  /** A Connect listener's time to answer (connect and whole answer), in ms. */
  sandboxConnectTimeoutMs: number;
  /** The X-Sandbox-Test-Secret the test hooks require; set whenever the hooks are mounted. */
  sandboxTestHooksSecret: string | undefined;
  /**
   * The embedded platform's API limits (SANDBOX_API_HOURLY_LIMIT, SANDBOX_API_BURST_LIMIT,
   * SANDBOX_POLLING_INTERVAL_SECONDS); unset ones are the demo environment's.
   */
  sandboxApiLimits: { hourly?: number; burst?: number; pollingIntervalSeconds?: number };
  /** Signs the sign-in cookie; undefined means generated once and kept in the data directory. */
  cookieSecret: string | undefined;
  /** Requests per minute and client address on /api and /auth. */
  rateLimitMax: number;
  /**
   * After SIGTERM, how long the server keeps serving while /healthz answers 503, so a balancer
   * stops sending it requests before it stops accepting connections.
   */
  shutdownDelayMs: number;
  /**
   * A connection with no byte either way for this long is closed, so a client that stopped
   * reading lets go of the stream and file it held. Longer than any wait on the platform.
   */
  idleTimeoutMs: number;
  logLevel: LogLevel;
  /** Proxy hops or addresses whose X-Forwarded-* headers are trusted (https, client IPs). */
  trustProxy: TrustProxy;
  /** The public origin (DEVCENTER_SITE_URL); undefined means the request's own (allowed) host. */
  siteUrl: string | undefined;
  /** Host names this server answers for; others get 421. */
  allowedHosts: string[];
  /** Where /swaggerfile finds API descriptions; undefined means the local registry and specs. */
  codeHost: CodeHostConfig | undefined;
  /** The open-source catalogue's GraphQL source; undefined: the code host or the manifest. */
  codeDepot: CodeDepotConfig | undefined;
  /**
   * The origin of the video platform's player (GATSBY_VIDEO_EMBED_URL_TEMPLATE, the same
   * variable the build reads), which the Content Security Policy lets pages frame.
   */
  videoEmbedOrigin: string | undefined;
  /** Where stored signal and eloqua events are forwarded (time-limited, after the answer). */
  marketingForward: MarketingForwardConfig;
  /** The multi-site search GET /api/bingsearch asks; undefined: the local index answers. */
  multiSiteSearch: MultiSiteSearchConfig | undefined;
  /** The tag manager script's origin (GATSBY_TAG_MANAGER_*), allowed by the CSP when set. */
  tagManagerOrigin: string | undefined;
}

/** A GitHub-compatible code host holding one repository of API descriptions per API. */
export interface CodeHostConfig {
  /** The REST API's base URL, without a trailing slash. */
  apiUrl: string;
  /** Sent as a bearer token to the code host only; undefined sends no Authorization. */
  token: string | undefined;
  /** The organisation whose repositories are offered. */
  owner: string;
  /** The description's path inside each repository (.json, .yaml or .yml). */
  specPath: string;
  /** Only repositories whose name starts with it are offered. */
  repoPrefix: string;
  /** Time limit of a list call (repositories, branches, tags); the file gets 100 s. */
  timeoutMs: number;
}

/** A wrong value stops start-up; the message names the variable. */
export class ConfigError extends Error {}

function isSet(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

function integer(env: NodeJS.ProcessEnv, name: string, min: number, max: number) {
  const value = env[name];
  if (!isSet(value)) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name];
  if (!isSet(value)) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1/true or 0/false, got "${value}"`);
}

function baseUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  if (!isSet(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function host(env: NodeJS.ProcessEnv): string {
  const value = env.HOST;
  if (value === undefined) return '127.0.0.1';
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(value)) {
    throw new ConfigError(`HOST must be an address or host name such as 127.0.0.1, got "${value}"`);
  }
  return value;
}

function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const value = env.LOG_LEVEL;
  if (!isSet(value)) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

function platformClient(env: NodeJS.ProcessEnv) {
  const id = isSet(env.PLATFORM_CLIENT_ID) ? env.PLATFORM_CLIENT_ID : undefined;
  const secret = isSet(env.PLATFORM_CLIENT_SECRET) ? env.PLATFORM_CLIENT_SECRET : undefined;
  // Only a pair makes a client: one without the other would fail at the first sign-in instead.
  if ((id === undefined) !== (secret === undefined)) {
    throw new ConfigError('PLATFORM_CLIENT_ID and PLATFORM_CLIENT_SECRET must be set together');
  }
  return { id, secret };
}

/** The hooks change users and tokens: mounted only with a secret a cross-site form cannot send. */
function testHooksSecret(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.SANDBOX_TEST_HOOKS_SECRET;
  if (!flag(env, 'SANDBOX_TEST_HOOKS')) return undefined;
  if (!isSet(value) || value.length < 16) {
    throw new ConfigError(
      'SANDBOX_TEST_HOOKS_SECRET (16 characters or more) must be set with SANDBOX_TEST_HOOKS',
    );
  }
  return value;
}

function cookieSecret(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.COOKIE_SECRET;
  if (!isSet(value)) {
    // A secret generated in one instance's data directory would not be the others': a cookie
    // set through one instance would be refused by the next.
    if (isSet(env.DATABASE_URL)) {
      throw new ConfigError(
        'COOKIE_SECRET must be set when DATABASE_URL is set: every instance must sign cookies with the same secret',
      );
    }
    return undefined;
  }
  if (value.length < 32) throw new ConfigError('COOKIE_SECRET must be at least 32 characters');
  return value;
}

/** PostgreSQL when DATABASE_URL is set (several instances), else SQLite in the data directory. */
function storeLocation(env: NodeJS.ProcessEnv, dataDir: string): StoreLocation {
  const value = env.DATABASE_URL;
  if (!isSet(value)) return { kind: 'sqlite', dataDir };
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || url.pathname.length < 2) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
    );
  }
  return { kind: 'postgres', url: value };
}

/** A relative path of plain segments: it is sent as part of a URL path, so never `..`. */
function specPath(env: NodeJS.ProcessEnv): string {
  const value = env.CODE_HOST_SPEC_PATH;
  if (!isSet(value)) return 'openapi.json';
  const segments = value.split('/');
  const plain = segments.every(
    (segment) => /^[A-Za-z0-9_.-]+$/.test(segment) && !/^\.+$/.test(segment),
  );
  if (!plain || !/\.(json|ya?ml)$/i.test(value)) {
    throw new ConfigError(
      `CODE_HOST_SPEC_PATH must be a relative path ending in .json, .yaml or .yml, got "${value}"`,
    );
  }
  return value;
}

function codeHost(env: NodeJS.ProcessEnv): CodeHostConfig | undefined {
  const apiUrl = baseUrl(env, 'CODE_HOST_API_URL');
  if (apiUrl === undefined) return undefined;
  // Paths are appended to it: a query, fragment or user name would end up in the wrong place.
  const url = new URL(apiUrl);
  if (/[?#]/.test(apiUrl) || url.username !== '' || url.password !== '') {
    throw new ConfigError('CODE_HOST_API_URL must have no query, fragment or credentials');
  }
  const owner = env.CODE_HOST_OWNER;
  if (!isSet(owner)) {
    throw new ConfigError('CODE_HOST_OWNER (the organisation) must be set with CODE_HOST_API_URL');
  }
  // Organisation names are letters, digits, '-', '_' and '.': anything else is a typo.
  if (!/^[A-Za-z0-9_.-]+$/.test(owner) || /^\.+$/.test(owner)) {
    throw new ConfigError(`CODE_HOST_OWNER must be an organisation name, got "${owner}"`);
  }
  return {
    apiUrl,
    token: isSet(env.CODE_HOST_TOKEN) ? env.CODE_HOST_TOKEN.trim() : undefined,
    owner,
    specPath: specPath(env),
    repoPrefix: isSet(env.CODE_HOST_REPO_PREFIX) ? env.CODE_HOST_REPO_PREFIX : 'api_',
    timeoutMs: integer(env, 'CODE_HOST_TIMEOUT_MS', 100, 600_000) ?? 10_000,
  };
}

function platformEnvironment(env: NodeJS.ProcessEnv): ConfiguredEnvironment {
  try {
    return configuredEnvironment(env.PLATFORM_ENVIRONMENT);
  } catch (failure) {
    throw new ConfigError((failure as Error).message);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (failure) {
    if (failure instanceof NetworkConfigError || failure instanceof OutboundConfigError) {
      throw new ConfigError(failure.message);
    }
    throw failure;
  }
}

function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const client = platformClient(env);
  const dataDir = path.resolve(
    isSet(env.DATA_DIR) ? env.DATA_DIR : path.join(PROJECT_ROOT, 'data'),
  );
  return {
    host: host(env),
    port: integer(env, 'PORT', 0, 65535) ?? 9000,
    publicDir: path.resolve(
      isSet(env.PUBLIC_DIR) ? env.PUBLIC_DIR : path.join(PROJECT_ROOT, 'public'),
    ),
    dataDir,
    store: storeLocation(env, dataDir),
    platformBaseUrl: baseUrl(env, 'PLATFORM_BASE_URL'),
    platformEnvironment: platformEnvironment(env),
    platformClientId: client.id,
    platformClientSecret: client.secret,
    platformTimeoutMs: integer(env, 'PLATFORM_TIMEOUT_MS', 100, 600_000) ?? 10_000,
    sandboxTokenTtlSeconds: integer(env, 'SANDBOX_TOKEN_TTL_SECONDS', 1, 31_536_000),
    sandboxTestHooks: flag(env, 'SANDBOX_TEST_HOOKS'),
    sandboxConnectAllowedOrigins: connectAllowedOrigins(env),
    sandboxConnectTimeoutMs: integer(env, 'SANDBOX_CONNECT_TIMEOUT_MS', 100, 60_000) ?? 10_000,
    sandboxTestHooksSecret: testHooksSecret(env),
    sandboxApiLimits: {
      hourly: integer(env, 'SANDBOX_API_HOURLY_LIMIT', 1, 100_000_000),
      burst: integer(env, 'SANDBOX_API_BURST_LIMIT', 1, 100_000_000),
      pollingIntervalSeconds: integer(env, 'SANDBOX_POLLING_INTERVAL_SECONDS', 0, 86_400),
    },
    cookieSecret: cookieSecret(env),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 1, 100_000_000) ?? 600,
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', 0, 120_000) ?? 0,
    idleTimeoutMs: idleTimeout(env),
    logLevel: logLevel(env),
    trustProxy: trustProxy(env),
    siteUrl: siteUrl(env),
    allowedHosts: allowedHosts(env, siteUrl(env)),
    codeHost: codeHost(env),
    codeDepot: codeDepot(env),
    videoEmbedOrigin: videoEmbedOrigin(env),
    marketingForward: marketingForward(env),
    multiSiteSearch: multiSiteSearch(env),
    tagManagerOrigin: tagManagerOrigin(env),
  };
}

/** IDLE_TIMEOUT_MS, by default 2 minutes or 30 s past the platform's time limit if longer. */
function idleTimeout(env: NodeJS.ProcessEnv): number {
  const platformMs = integer(env, 'PLATFORM_TIMEOUT_MS', 100, 600_000) ?? 10_000;
  return integer(env, 'IDLE_TIMEOUT_MS', 1000, 3_600_000) ?? Math.max(120_000, platformMs + 30_000);
}

function videoEmbedOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.GATSBY_VIDEO_EMBED_URL_TEMPLATE;
  if (!isSet(value)) return undefined;
  if (!value.includes('{id}'))
    throw new ConfigError(`GATSBY_VIDEO_EMBED_URL_TEMPLATE must contain {id}, got "${value}"`);
  return new URL(baseUrl(env, 'GATSBY_VIDEO_EMBED_URL_TEMPLATE') ?? value).origin;
}
