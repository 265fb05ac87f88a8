/** @jest-environment node */
import { platformVideos } from './toVideo';
import { platformCatalogue } from './__fixtures__/fakeVideoPlatform';

test('active videos, newest first, with the platform id for its player and no local clip', () => {
  const catalogue = platformCatalogue(3);
  catalogue[1].state = 'INACTIVE';
  const videos = platformVideos(catalogue);
  expect(videos.map((video) => video.slug)).toEqual(['video-2', 'video-0']);
  expect(videos[1]).toMatchObject({
    path: '/videos/video-0/',
    title: 'Video 0',
    description: 'Short description 0',
    createdAt: '2025-01-01T12:00:00.000Z',
    duration: 62,
    tags: ['webhooks'],
    platformId: '6300000000000',
  });
  expect(videos[1].src).toBeUndefined();
  expect(videos[1].captions).toBeUndefined();
});

test('the long description is text, never markup; cue points become chapters in time order', () => {
  const [video] = platformVideos(platformCatalogue(1));
  expect(video.html).toBe('<p>First &lt;b&gt;paragraph&lt;/b&gt;.</p>\n<p>Second one.</p>');
  expect(video.chapters).toEqual([
    { start: 0, title: 'Intro', caption: 'Intro' },
    { start: 12.5, title: 'Setup', caption: 'Setting up the listener.' },
  ]);
});

test('slugs stay unique and stable: the older video keeps the plain name, reserved ones are avoided', () => {
  const catalogue = platformCatalogue(3);
  catalogue[0].name = 'Webhooks';
  catalogue[1].name = 'Webhooks';
  catalogue[2].name = 'Media';
  const slugs = platformVideos(catalogue).map((video) => [video.platformId, video.slug]);
  expect(slugs).toEqual([
    ['6300000000002', 'media-2'],
    ['6300000000001', 'webhooks-2'],
    ['6300000000000', 'webhooks'],
  ]);
});

test('a video without an id, a name or a date is left out', () => {
  const catalogue = platformCatalogue(3);
  delete catalogue[0].id;
  catalogue[1].name = '';
  catalogue[2].created_at = 'not a date';
  expect(platformVideos(catalogue)).toEqual([]);
});
