import { META_DESCRIPTION_MAX, META_TITLE_MAX, truncateMeta } from '../../lib/site/metaLimits';
import type { VideoChapter } from '../../lib/site/pageContext/videos';
import { slugify, uniqueSlug } from '../../lib/reference/urls';
import { sortVideos, type VideoContent } from '../content/videos';
import type { PlatformVideo } from './catalogue';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The platform's plain-text long description as paragraphs (never as markup). */
function paragraphs(value: string): string {
  return value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** Cue points with a name, in time order, as chapters (the platform's own markers). */
function chapters(value: unknown, duration: number): VideoChapter[] {
  if (!Array.isArray(value)) return [];
  const points = value
    .map((raw) => (raw ?? {}) as { name?: unknown; time?: unknown; metadata?: unknown })
    .map((point) => ({
      start: Number(point.time),
      title: text(point.name),
      note: text(point.metadata),
    }))
    .filter((point) => point.title && Number.isFinite(point.start) && point.start >= 0)
    .filter((point) => point.start < duration)
    .sort((a, b) => a.start - b.start)
    .filter((point, index, all) => index === 0 || point.start > all[index - 1].start);
  return points.map((point) => ({
    start: point.start,
    title: point.title,
    caption: point.note || point.title,
  }));
}

/**
 * The platform's active videos as the site's videos, newest first: the slug from the name
 * (made unique oldest first, so a new video never renames an older one's page), no local clip or
 * captions (the platform's player plays them), `platformId` for that player.
 */
export function platformVideos(videos: PlatformVideo[]): VideoContent[] {
  const taken = new Set(['media', 'page']); // /videos/media/ and /videos/page/{n}/
  const usable = videos
    .filter((video) => video.state === undefined || video.state === 'ACTIVE')
    .map((video) => ({ video, createdAt: new Date(text(video.created_at)) }))
    .filter(
      ({ video, createdAt }) =>
        text(video.id) && text(video.name) && !Number.isNaN(createdAt.getTime()),
    )
    .sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() ||
        text(a.video.id).localeCompare(text(b.video.id)),
    );
  return sortVideos(
    usable.map(({ video, createdAt }): VideoContent => {
      const slug = uniqueSlug(slugify(text(video.name)), taken);
      const duration = Math.max(1, Math.round(Number(video.duration) / 1000) || 1);
      const notes = text(video.long_description);
      const description = text(video.description) || notes || text(video.name);
      return {
        slug,
        path: `/videos/${slug}/`,
        title: truncateMeta(text(video.name), META_TITLE_MAX),
        description: truncateMeta(description, META_DESCRIPTION_MAX),
        createdAt: createdAt.toISOString(),
        duration,
        tags: Array.isArray(video.tags) ? video.tags.map(String) : [],
        chapters: chapters(video.cue_points, duration),
        platformId: text(video.id),
        html: paragraphs(notes),
        text: notes || description,
      };
    }),
  );
}
