import { MIXED, OTHER_PATH, OWN_HOST, UNDER_BASE_URI } from './__fixtures__/placements';
import { apiBaseUrl, apiLocation, configuredEnvironment, needsBaseUri } from './apiLocation';

const DEMO_BASE_URI = 'https://demo.docusign.net';
const NA2 = 'https://na2.docusign.net';
const EMBEDDED = 'http://127.0.0.1:9000/sandbox';

describe('apiBaseUrl: where each API lives', () => {
  it('serves every API under the embedded platform at its local path, whatever its shape', () => {
    const at = (entry: typeof OWN_HOST) =>
      apiBaseUrl(entry, { environment: 'demo', baseUri: EMBEDDED, embedded: true });
    expect(at(UNDER_BASE_URI)).toBe(`${EMBEDDED}/restapi`);
    expect(at(OWN_HOST)).toBe(`${EMBEDDED}/adminapi`);
    expect(at(OTHER_PATH)).toBe(`${EMBEDDED}/docgenapi`);
    expect(at(MIXED)).toBe(`${EMBEDDED}/mixedapi`);
  });

  it('calls an API under the account base_uri on the real platform in every environment', () => {
    for (const environment of ['demo', 'production'] as const) {
      expect(apiBaseUrl(UNDER_BASE_URI, { environment, baseUri: NA2, embedded: false })).toBe(
        `${NA2}/restapi`,
      );
      expect(apiBaseUrl(OTHER_PATH, { environment, baseUri: NA2, embedded: false })).toBe(
        `${NA2}/restapi`,
      );
    }
  });

  it('calls an API with a host of its own at that host, per environment, whatever the base_uri', () => {
    const real = (environment: 'demo' | 'stage' | 'production') =>
      apiBaseUrl(OWN_HOST, { environment, baseUri: DEMO_BASE_URI, embedded: false });
    expect(real('demo')).toBe('https://api-d.docusign.net/management');
    expect(real('stage')).toBe('https://api-s.docusign.net/management');
    expect(real('production')).toBe('https://api.docusign.net/management');
  });

  it('follows each environment of a mixed entry', () => {
    expect(apiBaseUrl(MIXED, { environment: 'demo', baseUri: NA2, embedded: false })).toBe(
      'https://mixed-d.example.test/api',
    );
    expect(apiBaseUrl(MIXED, { environment: 'production', baseUri: NA2, embedded: false })).toBe(
      `${NA2}/mixedapi`,
    );
  });

  it('names the API and environment when the entry names no location there', () => {
    expect(apiLocation(OTHER_PATH, { environment: 'stage', embedded: false })).toBeUndefined();
    expect(() =>
      apiBaseUrl(OTHER_PATH, { environment: 'stage', baseUri: NA2, embedded: false }),
    ).toThrow('The API registry names no stage base URL for docgen');
  });

  it('says which locations need the account base_uri', () => {
    expect(
      needsBaseUri(apiLocation(UNDER_BASE_URI, { environment: 'demo', embedded: false })!),
    ).toBe(true);
    expect(needsBaseUri(apiLocation(OWN_HOST, { environment: 'demo', embedded: false })!)).toBe(
      false,
    );
    expect(needsBaseUri(apiLocation(OWN_HOST, { environment: 'demo', embedded: true })!)).toBe(
      true,
    );
  });
});

describe('configuredEnvironment', () => {
  it('is demo unless PLATFORM_ENVIRONMENT names production', () => {
    expect(configuredEnvironment(undefined)).toBe('demo');
    expect(configuredEnvironment(' ')).toBe('demo');
    expect(configuredEnvironment('production')).toBe('production');
  });

  it('refuses any other name, naming the variable', () => {
    expect(() => configuredEnvironment('prod')).toThrow(
      'PLATFORM_ENVIRONMENT must be demo or production, got "prod"',
    );
  });
});
