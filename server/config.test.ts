/** @jest-environment node */
import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs locally with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 9000,
      platformBaseUrl: undefined,
      platformEnvironment: 'demo',
      platformTimeoutMs: 10_000,
      sandboxTestHooks: false,
      sandboxConnectAllowedOrigins: [],
      sandboxConnectTimeoutMs: 10_000,
      rateLimitMax: 600,
      shutdownDelayMs: 0,
      idleTimeoutMs: 120_000,
      logLevel: 'info',
      trustProxy: false,
      siteUrl: undefined,
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', 'data'));
    expect(config.publicDir).toBe(path.resolve(__dirname, '..', 'public'));
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/dc-data',
      PUBLIC_DIR: '/tmp/dc-public',
      PLATFORM_BASE_URL: 'https://platform.example/',
      PLATFORM_ENVIRONMENT: 'production',
      PLATFORM_CLIENT_ID: 'id',
      PLATFORM_CLIENT_SECRET: 'secret',
      PLATFORM_TIMEOUT_MS: '2500',
      SANDBOX_TOKEN_TTL_SECONDS: '60',
      SANDBOX_TEST_HOOKS: '1',
      SANDBOX_TEST_HOOKS_SECRET: 'h'.repeat(16),
      SANDBOX_CONNECT_ALLOWED_ORIGINS: 'https://hooks.example.com, http://10.0.0.5:8080',
      SANDBOX_CONNECT_TIMEOUT_MS: '5000',
      SANDBOX_API_HOURLY_LIMIT: '10000',
      SANDBOX_API_BURST_LIMIT: '1000',
      SANDBOX_POLLING_INTERVAL_SECONDS: '900',
      COOKIE_SECRET: 'x'.repeat(32),
      RATE_LIMIT_MAX: '50',
      SHUTDOWN_DELAY_MS: '3000',
      IDLE_TIMEOUT_MS: '90000',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: 'true',
      DEVCENTER_SITE_URL: 'https://developers.example/',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/dc-data',
      store: { kind: 'sqlite', dataDir: '/tmp/dc-data' },
      publicDir: '/tmp/dc-public',
      platformBaseUrl: 'https://platform.example',
      platformEnvironment: 'production',
      platformClientId: 'id',
      platformClientSecret: 'secret',
      platformTimeoutMs: 2500,
      sandboxTokenTtlSeconds: 60,
      sandboxTestHooks: true,
      sandboxTestHooksSecret: 'h'.repeat(16),
      sandboxConnectAllowedOrigins: ['https://hooks.example.com', 'http://10.0.0.5:8080'],
      sandboxConnectTimeoutMs: 5000,
      sandboxApiLimits: { hourly: 10_000, burst: 1000, pollingIntervalSeconds: 900 },
      cookieSecret: 'x'.repeat(32),
      rateLimitMax: 50,
      shutdownDelayMs: 3000,
      idleTimeoutMs: 90_000,
      logLevel: 'warn',
      trustProxy: 1,
      siteUrl: 'https://developers.example',
      allowedHosts: ['developers.example', 'localhost', '127.0.0.1', '[::1]'],
      codeHost: undefined,
      videoEmbedOrigin: undefined,
      marketingForward: { signalUrl: undefined, eloquaUrl: undefined, timeoutMs: 3000 },
      multiSiteSearch: undefined,
      tagManagerOrigin: undefined,
    });
  });

  it('keeps idle connections longer than the platform may take to answer', () => {
    expect(loadConfig({ PLATFORM_TIMEOUT_MS: '300000' }).idleTimeoutMs).toBe(330_000);
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: '10' })).toThrow(
      /IDLE_TIMEOUT_MS must be an integer from 1000/,
    );
  });

  it.each([
    'hooks.example.com',
    'ftp://hooks.example.com',
    'https://hooks.example.com/path',
    'https://user:pw@hooks.example.com',
    'https://hooks.example.com,',
  ])('refuses SANDBOX_CONNECT_ALLOWED_ORIGINS=%s, naming it', (value) => {
    expect(() => loadConfig({ SANDBOX_CONNECT_ALLOWED_ORIGINS: value })).toThrow(
      /SANDBOX_CONNECT_ALLOWED_ORIGINS must be comma-separated origins/,
    );
  });

  it('stores in PostgreSQL with DATABASE_URL, which needs a shared COOKIE_SECRET', () => {
    const url = 'postgres://devcenter:pw@db.internal:5432/devcenter';
    expect(loadConfig({ DATABASE_URL: url, COOKIE_SECRET: 'c'.repeat(32) }).store).toEqual({
      kind: 'postgres',
      url,
    });
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      /COOKIE_SECRET must be set when DATABASE_URL is set/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'mysql://db/devcenter', COOKIE_SECRET: 'c'.repeat(32) }),
    ).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
  });

  it('reads the video platform player origin from its embed URL template, naming a bad one', () => {
    const env = { GATSBY_VIDEO_EMBED_URL_TEMPLATE: 'https://player.example.test/embed/{id}?x=1' };
    expect(loadConfig(env).videoEmbedOrigin).toBe('https://player.example.test');
    expect(() =>
      loadConfig({ GATSBY_VIDEO_EMBED_URL_TEMPLATE: 'https://player.example.test/embed/' }),
    ).toThrow(/GATSBY_VIDEO_EMBED_URL_TEMPLATE must contain \{id\}/);
    expect(() => loadConfig({ GATSBY_VIDEO_EMBED_URL_TEMPLATE: 'ftp://x/{id}' })).toThrow(
      /GATSBY_VIDEO_EMBED_URL_TEMPLATE must be an absolute http\(s\) URL/,
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['HOST', 'bad host'],
    ['PLATFORM_BASE_URL', 'not a url'],
    ['PLATFORM_BASE_URL', 'ftp://platform.example'],
    ['PLATFORM_ENVIRONMENT', 'prod'],
    ['PLATFORM_ENVIRONMENT', 'stage'],
    ['PLATFORM_TIMEOUT_MS', '0'],
    ['SANDBOX_TOKEN_TTL_SECONDS', '-5'],
    ['SANDBOX_TEST_HOOKS', 'perhaps'],
    ['COOKIE_SECRET', 'short'],
    ['RATE_LIMIT_MAX', '1.5'],
    ['SHUTDOWN_DELAY_MS', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'sometimes'],
    ['TRUST_PROXY', '10.0.0.1,evil'],
    ['TRUST_PROXY', '99'],
    ['DEVCENTER_SITE_URL', 'developers.example'],
    ['ALLOWED_HOSTS', 'evil.example:80'],
  ])('stops start-up with a message naming %s when it is "%s"', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('trusts a number of proxy hops or a list of proxy addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('reads the allowed host names', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'a.example, B.example' }).allowedHosts).toEqual([
      'a.example',
      'b.example',
    ]);
  });

  it('mounts the sandbox test hooks only with a secret of 16 characters or more', () => {
    expect(() => loadConfig({ SANDBOX_TEST_HOOKS: '1' })).toThrow(/SANDBOX_TEST_HOOKS_SECRET/);
    expect(() =>
      loadConfig({ SANDBOX_TEST_HOOKS: '1', SANDBOX_TEST_HOOKS_SECRET: 'short' }),
    ).toThrow(/SANDBOX_TEST_HOOKS_SECRET/);
  });

  it('needs the platform client id and secret together', () => {
    expect(() => loadConfig({ PLATFORM_CLIENT_ID: 'id' })).toThrow(/PLATFORM_CLIENT_SECRET/);
  });

  it('reads the code host settings, with defaults for the path, prefix and time limit', () => {
    expect(loadConfig({}).codeHost).toBeUndefined();
    const base = { CODE_HOST_API_URL: 'https://git.example/api/v3/', CODE_HOST_OWNER: 'acme' };
    expect(loadConfig(base).codeHost).toEqual({
      apiUrl: 'https://git.example/api/v3',
      token: undefined,
      owner: 'acme',
      specPath: 'openapi.json',
      repoPrefix: 'api_',
      timeoutMs: 10_000,
    });
    const all = loadConfig({
      ...base,
      CODE_HOST_TOKEN: 'token',
      CODE_HOST_SPEC_PATH: 'docs/openapi.yaml',
      CODE_HOST_REPO_PREFIX: 'spec-',
      CODE_HOST_TIMEOUT_MS: '2500',
    });
    expect(all.codeHost).toMatchObject({
      token: 'token',
      specPath: 'docs/openapi.yaml',
      repoPrefix: 'spec-',
      timeoutMs: 2500,
    });
  });

  it('needs the organisation with a code host URL', () => {
    expect(() => loadConfig({ CODE_HOST_API_URL: 'https://git.example/api/v3' })).toThrow(
      'CODE_HOST_OWNER (the organisation) must be set with CODE_HOST_API_URL',
    );
  });

  it.each([
    ['CODE_HOST_API_URL', 'not a url'],
    ['CODE_HOST_API_URL', 'file:///etc'],
    ['CODE_HOST_API_URL', 'https://git.example/api?x=1'],
    ['CODE_HOST_API_URL', 'https://user:pass@git.example/api'],
    ['CODE_HOST_OWNER', 'acme/other'],
    ['CODE_HOST_OWNER', '..'],
    ['CODE_HOST_SPEC_PATH', '../secrets.json'],
    ['CODE_HOST_SPEC_PATH', '/openapi.json'],
    ['CODE_HOST_SPEC_PATH', 'docs//openapi.json'],
    ['CODE_HOST_SPEC_PATH', 'openapi.txt'],
    ['CODE_HOST_SPEC_PATH', 'open api.json'],
    ['CODE_HOST_TIMEOUT_MS', '5'],
  ])('stops start-up with a message naming %s when it is "%s"', (name, value) => {
    const env = { CODE_HOST_API_URL: 'https://git.example/api/v3', CODE_HOST_OWNER: 'acme' };
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(new RegExp(name));
  });

  it('forwards marketing events only to configured endpoints, within their time limit', () => {
    expect(loadConfig({}).marketingForward).toEqual({
      signalUrl: undefined,
      eloquaUrl: undefined,
      timeoutMs: 3000,
    });
    expect(
      loadConfig({
        SIGNAL_FORWARD_URL: 'https://collect.example/signal?key=abc',
        ELOQUA_FORWARD_URL: 'https://marketing.example/eloqua',
        MARKETING_FORWARD_TIMEOUT_MS: '800',
      }).marketingForward,
    ).toEqual({
      signalUrl: 'https://collect.example/signal?key=abc',
      eloquaUrl: 'https://marketing.example/eloqua',
      timeoutMs: 800,
    });
  });

  it('asks a multi-site search only when its URL and sites are set', () => {
    expect(loadConfig({}).multiSiteSearch).toBeUndefined();
    expect(
      loadConfig({
        MULTI_SITE_SEARCH_URL: 'https://search.example/v7.0/search',
        MULTI_SITE_SEARCH_KEY: ' key-1 ',
        MULTI_SITE_SEARCH_SITES:
          'Developer=developers.example.com;Support=support.example.com,Help.example.com',
      }).multiSiteSearch,
    ).toEqual({
      url: 'https://search.example/v7.0/search',
      key: 'key-1',
      sites: {
        Developer: ['developers.example.com'],
        Support: ['support.example.com', 'help.example.com'],
      },
      timeoutMs: 5000,
    });
  });

  it('allows the configured tag manager origin', () => {
    expect(loadConfig({}).tagManagerOrigin).toBeUndefined();
    expect(loadConfig({ GATSBY_TAG_MANAGER_ID: 'GTM-AB12CD' }).tagManagerOrigin).toBe(
      'https://www.googletagmanager.com',
    );
  });

  it.each([
    ['SIGNAL_FORWARD_URL', 'ftp://collect.example/'],
    ['ELOQUA_FORWARD_URL', 'https://user:pw@marketing.example/'],
    ['MARKETING_FORWARD_TIMEOUT_MS', '10'],
    ['MULTI_SITE_SEARCH_URL', 'search.example'],
    ['MULTI_SITE_SEARCH_SITES', 'Blog=blog.example.com'],
    ['MULTI_SITE_SEARCH_SITES', 'Support=not a host'],
    ['MULTI_SITE_SEARCH_TIMEOUT_MS', 'soon'],
    ['GATSBY_TAG_MANAGER_ID', 'UA-1'],
  ])('stops start-up naming %s when it is "%s"', (name, value) => {
    const env = {
      MULTI_SITE_SEARCH_URL: 'https://search.example/v7.0/search',
      MULTI_SITE_SEARCH_SITES: 'Developer=developers.example.com',
    };
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(new RegExp(name));
  });

  it('needs the sites with a multi-site search URL', () => {
    expect(() => loadConfig({ MULTI_SITE_SEARCH_URL: 'https://search.example/' })).toThrow(
      /MULTI_SITE_SEARCH_SITES/,
    );
  });
});
