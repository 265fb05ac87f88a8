import { API_BASE_PATH, embeddedBaseUri, underBaseUri } from './baseUri';

test('a path under a base_uri joins them with one slash', () => {
  expect(underBaseUri('https://demo.platform.example', '/restapi')).toBe(
    'https://demo.platform.example/restapi',
  );
  expect(underBaseUri('http://127.0.0.1:9000/sandbox/', 'clickapi')).toBe(
    'http://127.0.0.1:9000/sandbox/clickapi',
  );
});

test('the embedded platform lives under /sandbox of the origin the portal is reached at', () => {
  expect(embeddedBaseUri('http://localhost:9000/docs/x/')).toBe('http://localhost:9000/sandbox');
});

test('a registry base path is plain segments only', () => {
  expect(API_BASE_PATH.test('/restapi')).toBe(true);
  expect(API_BASE_PATH.test('/a/b_c')).toBe(true);
  for (const bad of ['restapi', '/', '/../x', '//x', '/a/'])
    expect(API_BASE_PATH.test(bad)).toBe(false);
});
