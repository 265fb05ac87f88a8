import { readRegistry, validateRegistry } from './registry';
import { fixtureEntry } from './__fixtures__/fixtureSpecs';

const FILE = 'registry.json';
const entry = (overrides: Record<string, unknown> = {}) => ({ ...fixtureEntry(), ...overrides });
const validate = (...entries: unknown[]) => validateRegistry(entries, FILE);

describe('where each API lives, as the registry says it', () => {
  it('takes an API under the base_uri (apiBasePathDemo alone)', () => {
    const [only] = validate(entry({ apiBasePathDemo: '/restapi' }));
    expect(only.environments).toBeUndefined();
  });

  it('takes an API with a host of its own per environment, stage optional', () => {
    const environments = {
      demo: { baseUrl: 'https://api-d.docusign.net/management' },
      stage: { baseUrl: 'https://api-s.docusign.net/management' },
      production: { baseUrl: 'https://api.docusign.net/management' },
    };
    expect(validate(entry({ environments }))[0].environments).toEqual(environments);
  });

  it('takes a mix: own hosts, other paths and plain entries side by side', () => {
    const entries = validate(
      entry({ swaggerName: 'a' }),
      entry({
        swaggerName: 'b',
        environments: {
          demo: { baseUrl: 'https://api-d.docusign.com' },
          production: { basePath: '/b' },
        },
      }),
      entry({
        swaggerName: 'c',
        environments: { demo: { basePath: '/restapi' }, production: { basePath: '/restapi' } },
      }),
      // A test registry may point an API's own host at loopback over plain http.
      entry({
        swaggerName: 'd',
        environments: {
          demo: { baseUrl: 'http://127.0.0.1:9/management' },
          production: { baseUrl: 'http://[::1]:9' },
        },
      }),
    );
    expect(entries.map((one) => one.swaggerName)).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ environments: [] }, '"environments" must be an object naming demo and production'],
    [{ environments: { demo: { basePath: '/x' } } }, '"environments.production" is missing'],
    [
      { environments: { demo: { basePath: '/x' }, prod: { basePath: '/x' } } },
      '"environments.prod" is not an environment (demo, stage, production)',
    ],
    [
      { environments: { demo: {}, production: { basePath: '/x' } } },
      '"environments.demo" must have exactly one of "basePath" or "baseUrl"',
    ],
    [
      {
        environments: {
          demo: { basePath: '/x', baseUrl: 'https://x.test' },
          production: { basePath: '/x' },
        },
      },
      '"environments.demo" must have exactly one of "basePath" or "baseUrl"',
    ],
    [
      { environments: { demo: { basePath: 'restapi' }, production: { basePath: '/x' } } },
      '"environments.demo.basePath" must be a path under an account\'s base_uri',
    ],
    ...[
      'http://api.docusign.net/management',
      'https://api.docusign.net/management/',
      'https://user:pass@api.docusign.net',
      'https://api.docusign.net/management?x=1',
      'https://API.docusign.net',
      'https://api.docusign.net/../x',
      'ftp://api.docusign.net',
      '/management',
      42,
    ].map((baseUrl): [Record<string, unknown>, string] => [
      { environments: { demo: { basePath: '/x' }, production: { baseUrl } } },
      '"environments.production.baseUrl" must be an https URL without credentials, query or trailing slash',
    ]),
  ])('refuses %j, naming the entry and the field', (overrides, message) => {
    expect(() => validate(entry({ swaggerName: 'admin-v2.1', ...overrides }))).toThrow(
      `${FILE}: registry entry "admin-v2.1" (index 0): ${message}`,
    );
  });

  it('keeps apiBasePathDemo required, the local path every API has', () => {
    const without: Record<string, unknown> = entry({
      environments: {
        demo: { baseUrl: 'https://x.test' },
        production: { baseUrl: 'https://y.test' },
      },
    });
    delete without.apiBasePathDemo;
    expect(() => validate(without)).toThrow('"apiBasePathDemo" must be a non-empty string');
  });
});

describe('the bundled registry', () => {
  const bundled = readRegistry();
  const byName = new Map(bundled.map((one) => [one.swaggerName, one]));

  it("puts eSignature and Click under the base_uri, Doc Gen under eSignature's path", () => {
    expect(byName.get('esignature-v2.1')).toMatchObject({ apiBasePathDemo: '/restapi' });
    expect(byName.get('esignature-v2.1')?.environments).toBeUndefined();
    expect(byName.get('click-v1')?.environments).toBeUndefined();
    expect(byName.get('docgen-v2.1')?.environments?.production).toEqual({ basePath: '/restapi' });
  });

  it('names the own hosts of Admin, Rooms, Monitor, Web Forms and Maestro per environment', () => {
    const hosts = (name: string) => {
      const environments = byName.get(name)?.environments;
      return [environments?.demo, environments?.production].map(
        (location) => location && 'baseUrl' in location && location.baseUrl,
      );
    };
    expect(hosts('admin-v2.1')).toEqual([
      'https://api-d.docusign.net/management',
      'https://api.docusign.net/management',
    ]);
    expect(hosts('rooms-v2')).toEqual([
      'https://demo.rooms.docusign.com/restapi',
      'https://rooms.docusign.com/restapi',
    ]);
    expect(hosts('monitor-v2.0')).toEqual([
      'https://lens-d.docusign.net',
      'https://lens.docusign.net',
    ]);
    expect(hosts('webforms-1.1.0')).toEqual([
      'https://apps-d.docusign.com/api/webforms',
      'https://apps.docusign.com/api/webforms',
    ]);
    expect(hosts('maestro-1.0.7')).toEqual([
      'https://api-d.docusign.com',
      'https://api.docusign.com',
    ]);
  });

  it('gives every API its own local path under the embedded platform', () => {
    const local = bundled.map((one) => one.apiBasePathDemo);
    expect(new Set(local).size).toBe(local.length);
  });
});
