import { OTHER_PATH, OWN_HOST, UNDER_BASE_URI } from '../../platform/__fixtures__/placements';
import { environmentUrl, sampleEnvironments } from './environments';
import { buildPlatformTarget, platformApiFields, platformApiOf } from './platformApi';

const EMBEDDED = { environment: 'demo', embedded: true } as const;
const DEMO = { environment: 'demo', embedded: false } as const;

test('the build calls the embedded platform unless it names the configured one', () => {
  expect(buildPlatformTarget({})).toEqual(EMBEDDED);
  expect(
    buildPlatformTarget({
      GATSBY_PLATFORM_API_URL: 'https://demo.docusign.net',
      PLATFORM_ENVIRONMENT: 'production',
    }),
  ).toEqual({ environment: 'production', embedded: false });
  expect(() => buildPlatformTarget({ PLATFORM_ENVIRONMENT: 'prod' })).toThrow(
    'PLATFORM_ENVIRONMENT',
  );
});

test('a method page carries a path under the base_uri, or the API own base URL', () => {
  expect(platformApiFields(UNDER_BASE_URI, DEMO)).toEqual({ platformBasePath: '/restapi' });
  expect(platformApiFields(OTHER_PATH, EMBEDDED)).toEqual({ platformBasePath: '/docgenapi' });
  expect(platformApiFields(OTHER_PATH, DEMO)).toEqual({ platformBasePath: '/restapi' });
  expect(platformApiFields(OWN_HOST, DEMO)).toEqual({
    platformBasePath: '',
    platformBaseUrl: 'https://api-d.docusign.net/management',
  });
  expect(platformApiFields(undefined, DEMO)).toEqual({ platformBasePath: '' });
});

test("the samples call an API with its own host there, whatever the reader's base_uri", () => {
  const sampleUrl = (baseUri: string, entry = OWN_HOST) =>
    environmentUrl(
      sampleEnvironments(baseUri, platformApiOf(platformApiFields(entry, DEMO)), [])[0],
    );
  expect(sampleUrl('https://demo.docusign.net')).toBe('https://api-d.docusign.net/management');
  expect(sampleUrl('https://na2.docusign.net')).toBe('https://api-d.docusign.net/management');
  expect(sampleUrl('https://na2.docusign.net', UNDER_BASE_URI)).toBe(
    'https://na2.docusign.net/restapi',
  );
});
