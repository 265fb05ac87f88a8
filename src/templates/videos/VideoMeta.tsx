import { formatDate } from '../../../lib/site/dates';
import type { VideoSummary } from '../../../lib/site/pageContext/videos';

/** "m:ss" or "h:mm:ss". */
export function timestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Publication date, duration and tags of a video. */
export function VideoMeta({ video }: { video: VideoSummary }) {
  return (
    <p className="blog-post__meta">
      <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time> ·{' '}
      <span aria-label={`Duration ${timestamp(video.duration)}`}>{timestamp(video.duration)}</span>
      {video.tags.length > 0 && <> · {video.tags.join(', ')}</>}
    </p>
  );
}
