import type { SearchDocument } from '../../../lib/search/searchDocument';
import type { ChangelogContent } from '../../content/changelog';
import { formatDateRange } from '../../../lib/site/dates';
import type { VideoContent } from '../../content/videos';
import type { DatedItem } from '../../../lib/site/pageContext/datedList';

// The changelog, videos and events pages are built from content/changelog, content/videos and
// content/events; their search documents come from the same files, so every result lands on a
// page (an entry page, or the anchor of an event).

export function changelogDocuments(entries: ChangelogContent[]): SearchDocument[] {
  return entries.map((entry) => ({
    id: entry.path,
    title: `Changelog — ${entry.title}`,
    url: entry.path,
    category: 'Developer',
    kind: 'changelog',
    summary: entry.description,
    body: entry.text,
    apiName: entry.apis[0],
  }));
}

export function videoDocuments(videos: VideoContent[]): SearchDocument[] {
  return videos.map((video) => ({
    id: video.path,
    title: `Video: ${video.title}`,
    url: video.path,
    category: 'Developer',
    kind: 'video',
    summary: video.description,
    body: [video.text, ...video.chapters.map((chapter) => chapter.caption)].join(' '),
    headings: video.chapters.map((chapter) => chapter.title),
  }));
}

export function eventDocuments(events: DatedItem[]): SearchDocument[] {
  return events.map((event) => ({
    id: `/developer-events/#${event.id}`,
    title: `${formatDateRange(event.date, event.end)} — ${event.title}`,
    url: `/developer-events/#${event.id}`,
    category: 'Developer',
    kind: 'event',
    summary: event.where ? `${event.summary} (${event.where})` : event.summary,
    body: event.body,
    headings: event.agenda,
  }));
}
