/** @jest-environment node */
import path from 'node:path';
import { standaloneConfig } from './config';

describe('standaloneConfig', () => {
  it('runs on loopback port 9100 with SQLite in ./data/sandbox by default', () => {
    expect(standaloneConfig({}, '/work/app')).toEqual({
      host: '127.0.0.1',
      port: 9100,
      store: { kind: 'sqlite', dataDir: path.join('/work/app', 'data', 'sandbox') },
      tokenTtlSeconds: undefined,
      connectAllowedOrigins: [],
      connectTimeoutMs: 10_000,
      rateLimitMax: 600,
      apiLimits: { hourly: undefined, burst: undefined, pollingIntervalSeconds: undefined },
      logLevel: 'warn',
    });
  });

  it('takes its port, data folder or database, listeners and limits from the environment', () => {
    const config = standaloneConfig(
      {
        SANDBOX_PORT: '0',
        SANDBOX_DATA_DIR: 'state',
        SANDBOX_CONNECT_ALLOWED_ORIGINS: 'https://hooks.example.com',
        SANDBOX_TOKEN_TTL_SECONDS: '60',
        SANDBOX_API_HOURLY_LIMIT: '5000',
        SANDBOX_API_BURST_LIMIT: '500',
        SANDBOX_POLLING_INTERVAL_SECONDS: '900',
      },
      '/work/app',
    );
    expect(config).toMatchObject({
      port: 0,
      store: { kind: 'sqlite', dataDir: '/work/app/state' },
      connectAllowedOrigins: ['https://hooks.example.com'],
      tokenTtlSeconds: 60,
      apiLimits: { hourly: 5000, burst: 500, pollingIntervalSeconds: 900 },
    });
    expect(standaloneConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).store).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/app',
    });
  });

  it.each([
    [{ SANDBOX_PORT: '70000' }, /SANDBOX_PORT must be an integer from 0 to 65535/],
    [{ SANDBOX_PORT: 'nine' }, /SANDBOX_PORT/],
    [{ SANDBOX_API_BURST_LIMIT: '0' }, /SANDBOX_API_BURST_LIMIT must be an integer from 1/],
    [{ DATABASE_URL: 'mysql://db/app' }, /DATABASE_URL must be a PostgreSQL URL/],
    [
      { SANDBOX_CONNECT_ALLOWED_ORIGINS: 'https://a.example/path' },
      /SANDBOX_CONNECT_ALLOWED_ORIGINS/,
    ],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => standaloneConfig(env)).toThrow(message);
  });
});
