/** @jest-environment node */
import { listPlatformVideos, VIDEO_PAGE_LIMIT } from './catalogue';
import type { VideoPlatformConfig } from './config';
import { platformCatalogue, startFakeVideoPlatform } from './__fixtures__/fakeVideoPlatform';

const CLIENT = { clientId: 'video-client-id', clientSecret: 'video-client-secret-0123456789' };
type Platform = Awaited<ReturnType<typeof startFakeVideoPlatform>>;
let platform: Platform;

async function start(count: number) {
  platform = await startFakeVideoPlatform({
    ...CLIENT,
    accountId: '1234567890001',
    videos: platformCatalogue(count),
  });
}
afterEach(() => platform.close());

const config = (extra: Partial<VideoPlatformConfig> = {}): VideoPlatformConfig => ({
  ...CLIENT,
  oauthUrl: platform.oauthUrl,
  cmsUrl: platform.cmsUrl,
  accountId: '1234567890001',
  embedTemplate: 'https://player.example/embed/{id}',
  timeoutMs: 2000,
  ...extra,
});

test('takes a client-credentials token, then lists 25 videos a query by created_at, paged by offset', async () => {
  await start(60);
  const videos = await listPlatformVideos(config());
  expect(videos).toHaveLength(60);
  expect(videos.map((video) => video.name).slice(0, 2)).toEqual(['Video 0', 'Video 1']);
  const [token, ...pages] = platform.seen;
  expect(token).toMatchObject({
    method: 'POST',
    path: '/v4/access_token',
    authorization: `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`,
    body: 'grant_type=client_credentials',
  });
  expect(token.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  expect(pages.map((page) => [page.method, page.path, page.query])).toEqual(
    [0, 25, 50].map((offset) => [
      'GET',
      '/v1/accounts/1234567890001/videos',
      { limit: String(VIDEO_PAGE_LIMIT), offset: String(offset), sort: 'created_at' },
    ]),
  );
  for (const page of pages) expect(page.authorization).toBe('Bearer platform-access-token-1');
  // The client secret goes to the OAuth endpoint only.
  const secretIn = (text: string | undefined) =>
    (text ?? '').includes(
      Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64'),
    );
  expect(pages.some((page) => secretIn(page.authorization) || page.body !== '')).toBe(false);
});

test('a full last page asks once more and stops at the empty one', async () => {
  await start(50);
  expect(await listPlatformVideos(config())).toHaveLength(50);
  expect(platform.seen.slice(1).map((page) => page.query.offset)).toEqual(['0', '25', '50']);
});

test('an expired token (401) is taken again once, and the listing goes on', async () => {
  await start(60);
  platform.state.expireAfterPages = 1;
  expect(await listPlatformVideos(config())).toHaveLength(60);
  expect(platform.seen.map((seen) => [seen.path.split('/').at(-1), seen.query.offset])).toEqual([
    ['access_token', undefined],
    ['videos', '0'],
    ['videos', '25'],
    ['access_token', undefined],
    ['videos', '25'],
    ['videos', '50'],
  ]);
  expect(platform.seen.at(-1)?.authorization).toBe('Bearer platform-access-token-2');
});

test.each([
  [
    'a wrong client secret',
    { clientSecret: 'wrong' },
    'video platform token: the platform answered 401',
  ],
  ['a failing CMS', {}, 'video platform videos (offset 0): the platform answered 500'],
])('%s stops the build naming the step, never the secret', async (_case, extra, message) => {
  await start(3);
  if (!('clientSecret' in extra)) platform.state.cmsStatus = 500;
  const failure = listPlatformVideos(config(extra));
  await expect(failure).rejects.toThrow(message);
  await expect(failure).rejects.not.toThrow(CLIENT.clientSecret);
});

test('a slow platform: the time limit of the call', async () => {
  await start(3);
  platform.state.delayMs = 1000;
  await expect(listPlatformVideos(config({ timeoutMs: 200 }))).rejects.toThrow(
    'video platform token: no answer within 200 ms',
  );
});
