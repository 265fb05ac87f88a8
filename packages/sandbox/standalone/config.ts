import path from 'node:path';
import type { StoreLocation } from '@developer-center/store';
import { listenerOrigins } from '../../../lib/webhooks/listenerOrigins';

/** How the platform runs on its own (`npm run sandbox`): read from the environment. */
export interface StandaloneConfig {
  /** SANDBOX_HOST: 127.0.0.1 (loopback only) unless set. */
  host: string;
  /** SANDBOX_PORT: 9100 unless set; 0 picks a free port. */
  port: number;
  /** SQLite in SANDBOX_DATA_DIR (./data/sandbox), or the schema `sandbox` of DATABASE_URL. */
  store: StoreLocation;
  /** SANDBOX_TOKEN_TTL_SECONDS: access tokens' lifetime, 3600 unless set. */
  tokenTtlSeconds?: number;
  /** SANDBOX_CONNECT_ALLOWED_ORIGINS: listeners beyond loopback, comma-separated origins. */
  connectAllowedOrigins: string[];
  /** SANDBOX_CONNECT_TIMEOUT_MS: one Connect delivery's time limit, 10 000 unless set. */
  connectTimeoutMs: number;
  /** RATE_LIMIT_MAX: requests a minute per address on the sign-in pages and /oauth/token. */
  rateLimitMax: number;
  /**
   * SANDBOX_API_HOURLY_LIMIT, SANDBOX_API_BURST_LIMIT, SANDBOX_POLLING_INTERVAL_SECONDS: the API
   * limits (../limits/README.md); unset ones are the demo environment's.
   */
  apiLimits: { hourly?: number; burst?: number; pollingIntervalSeconds?: number };
  /** LOG_LEVEL: what Fastify logs (request lines at `info`), `warn` unless set. */
  logLevel: string;
}

export class StandaloneConfigError extends Error {}

const isSet = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

function integer(env: NodeJS.ProcessEnv, name: string, min: number, max: number) {
  const value = env[name];
  if (!isSet(value)) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
    throw new StandaloneConfigError(
      `${name} must be an integer from ${min} to ${max}, got "${value}"`,
    );
  }
  return number;
}

function store(env: NodeJS.ProcessEnv, cwd: string): StoreLocation {
  const url = env.DATABASE_URL;
  if (isSet(url)) {
    if (!/^postgres(ql)?:\/\/[^/]+\/[^/]+/.test(url)) {
      throw new StandaloneConfigError(
        'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
      );
    }
    return { kind: 'postgres', url };
  }
  const dataDir = isSet(env.SANDBOX_DATA_DIR) ? env.SANDBOX_DATA_DIR : path.join('data', 'sandbox');
  return { kind: 'sqlite', dataDir: path.resolve(cwd, dataDir) };
}

/** The configuration from the environment; an error names a wrong variable. */
export function standaloneConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): StandaloneConfig {
  return {
    host: isSet(env.SANDBOX_HOST) ? env.SANDBOX_HOST.trim() : '127.0.0.1',
    port: integer(env, 'SANDBOX_PORT', 0, 65535) ?? 9100,
    store: store(env, cwd),
    tokenTtlSeconds: integer(env, 'SANDBOX_TOKEN_TTL_SECONDS', 1, 31_536_000),
    connectAllowedOrigins: listenerOrigins(env.SANDBOX_CONNECT_ALLOWED_ORIGINS),
    connectTimeoutMs: integer(env, 'SANDBOX_CONNECT_TIMEOUT_MS', 100, 60_000) ?? 10_000,
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 1, 100_000_000) ?? 600,
    apiLimits: {
      hourly: integer(env, 'SANDBOX_API_HOURLY_LIMIT', 1, 100_000_000),
      burst: integer(env, 'SANDBOX_API_BURST_LIMIT', 1, 100_000_000),
      pollingIntervalSeconds: integer(env, 'SANDBOX_POLLING_INTERVAL_SECONDS', 0, 86_400),
    },
    logLevel: isSet(env.LOG_LEVEL) ? env.LOG_LEVEL.trim() : 'warn',
  };
}
