import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, truncateMeta } from '../../lib/site/metaLimits';
import type { VideoChapter, VideoSummary } from '../../lib/site/pageContext/videos';
import { renderMarkdown } from './markdown';

/** docs/behaviour.md §9: a video query returns 25 videos, newest (`created_at`) first. */
export const VIDEO_QUERY_LIMIT = 25;

/** Where the clips and posters of content/videos are served from (static/videos/media/). */
export const VIDEO_MEDIA_PATH = '/videos/media/';

/** One video of content/videos, as the video pages and search use it. */
export interface VideoContent extends VideoSummary {
  chapters: VideoChapter[];
  /** The id of the video on the configured video platform, when it is published there too. */
  platformId?: string;
  html: string;
  text: string;
}

export const VIDEO_CONTENT_DIR = path.resolve(__dirname, '../../content/videos');

function fail(file: string, message: string): never {
  throw new Error(`Video ${file}: ${message}`);
}

function isoDateTime(value: unknown): string | undefined {
  const date = value instanceof Date ? value : new Date(String(value ?? ''));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function mediaFile(value: unknown, file: string, field: string, extension: RegExp): string {
  if (typeof value !== 'string' || !/^[a-z0-9-]+\.[a-z0-9]+$/.test(value) || !extension.test(value))
    fail(file, `"${field}" must name a file of static/videos/media (${extension.source})`);
  return `${VIDEO_MEDIA_PATH}${value}`;
}

/** Reads one video; a missing or malformed field fails with the file and the field named. */
export function parseVideo(source: string, file: string): VideoContent {
  const { data, content } = matter(source);
  const slug = path.basename(file, '.md');
  // /videos/media/ holds the clips and /videos/page/{n}/ the list pages.
  if (slug === 'media' || slug === 'page') fail(file, `the slug "${slug}" is reserved`);
  if (typeof data.title !== 'string' || !data.title) fail(file, '"title" is required');
  const createdAt = isoDateTime(data.created_at);
  if (!createdAt) fail(file, '"created_at" must be a date and time');
  const duration = Number(data.duration);
  if (!Number.isInteger(duration) || duration <= 0)
    fail(file, '"duration" must be a whole number of seconds');
  const rawChapters: unknown[] = Array.isArray(data.chapters) ? data.chapters : [];
  if (rawChapters.length === 0) fail(file, '"chapters" needs at least one chapter');
  const chapters = rawChapters.map((raw, index): VideoChapter => {
    const chapter = (raw ?? {}) as Record<string, unknown>;
    const start = Number(chapter.start);
    const previous = index === 0 ? -1 : Number((rawChapters[index - 1] as VideoChapter).start);
    if (!Number.isFinite(start) || start < 0 || start >= duration || start <= previous)
      fail(file, `chapter ${index + 1} "start" must increase and stay within the duration`);
    if (typeof chapter.title !== 'string' || typeof chapter.caption !== 'string')
      fail(file, `chapter ${index + 1} needs a "title" and a "caption"`);
    return { start, title: chapter.title, caption: chapter.caption };
  });
  if (chapters[0].start !== 0) fail(file, 'the first chapter must start at 0');
  const videoPath = `/videos/${slug}/`;
  const { html, text } = renderMarkdown(content, videoPath);
  return {
    slug,
    path: videoPath,
    title: truncateMeta(data.title, META_TITLE_MAX),
    description: truncateMeta(
      typeof data.description === 'string' ? data.description : text,
      META_DESCRIPTION_MAX,
    ),
    createdAt,
    duration,
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    src: mediaFile(data.file, file, 'file', /\.webm$/),
    poster:
      data.poster === undefined ? undefined : mediaFile(data.poster, file, 'poster', /\.jpg$/),
    captions: `${videoPath}captions.en.vtt`,
    chapters,
    platformId: typeof data.platform_id === 'string' ? data.platform_id : undefined,
    html,
    text,
  };
}

/** Newest (`created_at`) first; the slug breaks ties so the order is stable. */
export function sortVideos<T extends { createdAt: string; slug: string }>(videos: T[]): T[] {
  return [...videos].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || a.slug.localeCompare(b.slug),
  );
}

/** Every video of content/videos, newest first. */
export function loadVideos(root: string = VIDEO_CONTENT_DIR): VideoContent[] {
  if (!fs.existsSync(root)) return [];
  return sortVideos(
    fs
      .readdirSync(root)
      .filter((name) => name.endsWith('.md') && name !== 'README.md')
      .map((name) => parseVideo(fs.readFileSync(path.join(root, name), 'utf8'), name)),
  );
}

/** One list page: a query of at most `limit` videos and the pages beside it. */
export interface VideoListPage<T> {
  pagePath: string;
  page: number;
  pageCount: number;
  videos: T[];
  newerPath?: string;
  olderPath?: string;
}

/** The path of list page `page` (1-based): /videos/, then /videos/page/2/ and so on. */
export function videoListPath(page: number): string {
  return page <= 1 ? '/videos/' : `/videos/page/${page}/`;
}

/** Splits the (sorted) videos into list pages of `limit`; no videos still give one empty page. */
export function videoListPages<T>(videos: T[], limit = VIDEO_QUERY_LIMIT): VideoListPage<T>[] {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  const pageCount = Math.max(1, Math.ceil(videos.length / limit));
  return Array.from({ length: pageCount }, (_, index) => {
    const page = index + 1;
    return {
      pagePath: videoListPath(page),
      page,
      pageCount,
      videos: videos.slice(index * limit, page * limit),
      newerPath: page > 1 ? videoListPath(page - 1) : undefined,
      olderPath: page < pageCount ? videoListPath(page + 1) : undefined,
    };
  });
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0');
  const s = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
}

/** The captions track of a video: one cue per chapter, from its start to the next one's. */
export function captionsVtt(video: Pick<VideoContent, 'chapters' | 'duration'>): string {
  const cues = video.chapters.map((chapter, index) => {
    const end = video.chapters[index + 1]?.start ?? video.duration;
    // "-->" would end a cue's timing line; a blank line would end the cue.
    const text = chapter.caption.replace(/-->/g, '->').replace(/\n\s*\n/g, '\n');
    return `${index + 1}\n${vttTime(chapter.start)} --> ${vttTime(end)}\n${text}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * The embed URL of a video on the configured video platform: the template of
 * GATSBY_VIDEO_EMBED_URL_TEMPLATE with `{id}` replaced. Undefined without a template or an id;
 * a template that is not an http(s) URL with `{id}` fails, naming the variable.
 */
export function videoEmbedUrl(template: string | undefined, id: string | undefined) {
  if (!template) return undefined;
  if (!/^https?:\/\/[^/\s]+\/\S*\{id\}/.test(template))
    throw new Error('GATSBY_VIDEO_EMBED_URL_TEMPLATE must be an http(s) URL containing {id}');
  return id ? template.replace('{id}', encodeURIComponent(id)) : undefined;
}
