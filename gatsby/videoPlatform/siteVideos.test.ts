/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadVideos } from '../content/videos';
import { videoPages } from '../pages/videos';
import { siteVideos, sourceSiteVideos } from './siteVideos';
import { platformCatalogue, startFakeVideoPlatform } from './__fixtures__/fakeVideoPlatform';

type Platform = Awaited<ReturnType<typeof startFakeVideoPlatform>>;
let platform: Platform;
beforeEach(async () => {
  platform = await startFakeVideoPlatform({
    clientId: 'id',
    clientSecret: 'secret',
    accountId: '42',
    videos: platformCatalogue(30),
  });
});
afterEach(() => platform.close());

const TEMPLATE = 'https://player.video.example/embed/{id}';
const env = () => ({
  VIDEO_PLATFORM_CLIENT_ID: 'id',
  VIDEO_PLATFORM_CLIENT_SECRET: 'secret',
  VIDEO_PLATFORM_OAUTH_URL: platform.oauthUrl,
  VIDEO_PLATFORM_CMS_URL: platform.cmsUrl,
  VIDEO_PLATFORM_ACCOUNT_ID: '42',
  GATSBY_VIDEO_EMBED_URL_TEMPLATE: TEMPLATE,
});
const snapshotFile = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'video-platform-')), 'catalogue.json');

test('unconfigured: content/videos is the source, and the platform is never asked', async () => {
  const { videos, from } = await sourceSiteVideos({}, snapshotFile());
  expect(from).toBe('content/videos');
  expect(videos).toEqual(loadVideos());
  expect(siteVideos({})).toEqual(loadVideos());
  expect(platform.seen).toHaveLength(0);
});

test('configured: the pages come from the catalogue, each in the platform’s player', async () => {
  const snapshot = snapshotFile();
  const { videos, from } = await sourceSiteVideos(env(), snapshot);
  expect(from).toBe(`the video platform (${new URL(platform.cmsUrl).origin})`);
  expect(videos).toHaveLength(30);
  const pages = videoPages(videos, TEMPLATE);
  expect(pages.filter((page) => page.template === 'list').map((page) => page.path)).toEqual([
    '/videos/',
    '/videos/page/2/',
  ]);
  const detail = pages.find((page) => page.path === '/videos/video-29/');
  expect(detail?.context).toMatchObject({
    video: {
      title: 'Video 29',
      embedUrl: 'https://player.video.example/embed/6300000000029',
      src: undefined,
    },
  });
  // The later steps (search, captions) read the same videos, without asking the platform again.
  const asked = platform.seen.length;
  expect(siteVideos(env(), snapshot)).toEqual(videos);
  expect(JSON.parse(fs.readFileSync(snapshot, 'utf8'))).toEqual(videos);
  expect(platform.seen).toHaveLength(asked);
});
