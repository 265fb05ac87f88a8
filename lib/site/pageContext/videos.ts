/** A chapter of a video: where it starts (seconds) and what is said (the captions cue). */
export interface VideoChapter {
  start: number;
  title: string;
  caption: string;
}

/** A video as the list shows it. */
export interface VideoSummary {
  slug: string;
  path: string;
  title: string;
  description: string;
  /** ISO date and time the video was published (the platform's created_at). */
  createdAt: string;
  /** Seconds. */
  duration: number;
  tags: string[];
  /** The clip (WebM) served by the site; none for a video of the video platform's catalogue. */
  src?: string;
  poster?: string;
  /** The English WebVTT captions track; a platform video's player brings its own. */
  captions?: string;
}

/** pageContext of /videos/ and /videos/page/{n}/ (gatsby/pages/videos.ts). */
export interface VideoListContext {
  pagePath: string;
  page: number;
  pageCount: number;
  videos: VideoSummary[];
  newerPath?: string;
  olderPath?: string;
}

/** pageContext of /videos/{slug}/. */
export interface VideoContext {
  video: VideoSummary & {
    chapters: VideoChapter[];
    html: string;
    /** The configured video platform's player, instead of the local clip, when set. */
    embedUrl?: string;
  };
}
