/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  VIDEO_QUERY_LIMIT,
  captionsVtt,
  loadVideos,
  parseVideo,
  sortVideos,
  videoEmbedUrl,
  videoListPages,
} from './videos';

const STATIC = path.resolve(__dirname, '../../static');

function source(front: string, body = 'Notes.') {
  return `---\n${front}\n---\n${body}\n`;
}

const VALID = `title: A clip
created_at: 2026-01-02T10:00:00Z
duration: 12
file: a-clip.webm
chapters:
  - { start: 0, title: One, caption: First words. }
  - { start: 6, title: Two, caption: Second words. }`;

describe('loadVideos', () => {
  const videos = loadVideos();

  it('reads every video of content/videos, newest created_at first', () => {
    expect(videos.length).toBeGreaterThanOrEqual(6);
    const dates = videos.map((video) => video.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives each video a clip and poster that exist, a captions path and metadata within limits', () => {
    for (const video of videos) {
      expect(video.path).toBe(`/videos/${video.slug}/`);
      expect(video.captions).toBe(`/videos/${video.slug}/captions.en.vtt`);
      expect(fs.statSync(path.join(STATIC, video.src ?? '')).size).toBeGreaterThan(10_000);
      // a few hundred KB at most: the clips are committed to the repository
      expect(fs.statSync(path.join(STATIC, video.src ?? '')).size).toBeLessThan(400_000);
      expect(fs.existsSync(path.join(STATIC, video.poster ?? ''))).toBe(true);
      expect(video.title.length).toBeLessThanOrEqual(60);
      expect(video.description.length).toBeLessThanOrEqual(150);
      expect(video.chapters.at(-1)!.start).toBeLessThan(video.duration);
    }
  });
});

describe('parseVideo', () => {
  it('reads the fields of a video', () => {
    const video = parseVideo(source(VALID), 'a-clip.md');
    expect(video).toMatchObject({
      slug: 'a-clip',
      createdAt: '2026-01-02T10:00:00.000Z',
      duration: 12,
      src: '/videos/media/a-clip.webm',
      poster: undefined,
      description: 'Notes.',
    });
  });

  it('refuses the slugs of the media folder and the list pages', () => {
    expect(() => parseVideo(source(VALID), 'media.md')).toThrow(/"media" is reserved/);
    expect(() => parseVideo(source(VALID), 'page.md')).toThrow(/"page" is reserved/);
  });

  it.each([
    ['title', VALID.replace('title: A clip\n', ''), /"title"/],
    ['created_at', VALID.replace('2026-01-02T10:00:00Z', 'soon'), /"created_at"/],
    ['duration', VALID.replace('duration: 12', 'duration: 0'), /"duration"/],
    ['file', VALID.replace('a-clip.webm', '../secret.webm'), /"file"/],
    ['chapter order', VALID.replace('start: 6', 'start: 0'), /chapter 2 "start"/],
    ['chapter within duration', VALID.replace('start: 6', 'start: 12'), /chapter 2 "start"/],
    ['chapter caption', VALID.replace(', caption: Second words.', ''), /chapter 2 needs/],
  ])('fails naming the file and the field: %s', (_name, front, message) => {
    expect(() => parseVideo(source(front), 'bad.md')).toThrow(message);
    expect(() => parseVideo(source(front), 'bad.md')).toThrow(/bad\.md/);
  });
});

describe('sortVideos and videoListPages', () => {
  const many = Array.from({ length: 53 }, (_, index) => ({
    slug: `v${String(index).padStart(2, '0')}`,
    createdAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
  }));

  it('sorts newest first, the slug breaking ties', () => {
    const sorted = sortVideos([...many, { slug: 'a', createdAt: many[52].createdAt }]);
    expect(sorted.slice(0, 3).map((video) => video.slug)).toEqual(['a', 'v52', 'v51']);
  });

  it('pages 25 videos a query, linking newer and older pages', () => {
    expect(VIDEO_QUERY_LIMIT).toBe(25);
    const pages = videoListPages(sortVideos(many));
    expect(pages.map((page) => [page.pagePath, page.videos.length])).toEqual([
      ['/videos/', 25],
      ['/videos/page/2/', 25],
      ['/videos/page/3/', 3],
    ]);
    expect(pages[0]).toMatchObject({ page: 1, pageCount: 3, olderPath: '/videos/page/2/' });
    expect(pages[0].newerPath).toBeUndefined();
    expect(pages[1]).toMatchObject({ newerPath: '/videos/', olderPath: '/videos/page/3/' });
    expect(pages[2].olderPath).toBeUndefined();
    expect(pages[0].videos[0].slug).toBe('v52');
    expect(pages[2].videos.at(-1)?.slug).toBe('v00');
  });

  it('gives an empty list one page, and refuses a bad limit', () => {
    expect(videoListPages([])).toEqual([
      {
        pagePath: '/videos/',
        page: 1,
        pageCount: 1,
        videos: [],
        newerPath: undefined,
        olderPath: undefined,
      },
    ]);
    expect(() => videoListPages(many, 0)).toThrow(/limit/);
  });
});

describe('captionsVtt', () => {
  it('writes one cue per chapter, each ending where the next starts', () => {
    const video = parseVideo(source(VALID), 'a-clip.md');
    expect(captionsVtt(video)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:06.000\nFirst words.\n\n2\n00:00:06.000 --> 00:00:12.000\nSecond words.\n',
    );
  });

  it('keeps a caption from breaking the cue syntax', () => {
    const vtt = captionsVtt({
      duration: 5,
      chapters: [{ start: 0, title: 't', caption: 'a --> b\n\nc' }],
    });
    expect(vtt).toContain('a -> b\nc');
  });
});

describe('videoEmbedUrl', () => {
  it('is undefined without a template or without a platform id', () => {
    expect(videoEmbedUrl(undefined, 'abc')).toBeUndefined();
    expect(videoEmbedUrl('https://player.example.test/embed/{id}', undefined)).toBeUndefined();
  });

  it('fills the id in, encoded', () => {
    expect(videoEmbedUrl('https://player.example.test/embed/{id}?autoplay=0', 'a b')).toBe(
      'https://player.example.test/embed/a%20b?autoplay=0',
    );
  });

  it('refuses a template that is not an http(s) URL with {id}, naming the variable', () => {
    expect(() => videoEmbedUrl('javascript:alert(1)//{id}', 'x')).toThrow(
      /GATSBY_VIDEO_EMBED_URL_TEMPLATE/,
    );
    expect(() => videoEmbedUrl('https://player.example.test/embed/', 'x')).toThrow(/\{id\}/);
  });
});
