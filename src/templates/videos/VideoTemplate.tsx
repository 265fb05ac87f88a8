import { useRef } from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { ContentfulPageLayout } from '../../components/layouts/ContentfulPageLayout';
import { MarkdownContent } from '../../components/site/MarkdownContent';
import { Seo } from '../../components/site/Seo';
import { timestamp, VideoMeta } from './VideoMeta';
import type { VideoContext } from '../../../lib/site/pageContext/videos';
import { Button } from '../../components/ui';

/**
 * /videos/{slug}/: the player (the site's clip with its English captions track, or the
 * configured video platform's player), chapters that seek the clip, and the transcript. A video
 * of the platform's catalogue has no clip here: its player plays it, with chapters only when the
 * platform names some (cue points).
 */
export default function VideoTemplate({ pageContext: { video } }: PageProps<object, VideoContext>) {
  const player = useRef<HTMLVideoElement>(null);
  const seek = (seconds: number) => {
    const element = player.current;
    if (!element) return;
    element.currentTime = seconds;
    element.focus();
  };
  return (
    <ContentfulPageLayout title={video.title}>
      <VideoMeta video={video} />
      {video.embedUrl || !video.src ? (
        <iframe
          className="video-player"
          src={video.embedUrl}
          title={`${video.title} (video player)`}
          width={640}
          height={360}
          allow="fullscreen; picture-in-picture"
        />
      ) : (
        <video
          ref={player}
          className="video-player"
          controls
          preload="metadata"
          width={640}
          height={360}
          poster={video.poster}
          aria-label={video.title}
        >
          <source src={video.src} type="video/webm" />
          {video.captions && (
            <track kind="captions" src={video.captions} srcLang="en" label="English" default />
          )}
          <p>
            Your browser cannot play this video: <a href={video.src}>download the clip</a> and read
            the transcript below.
          </p>
        </video>
      )}
      <p>{video.description}</p>
      {video.chapters.length > 0 && (
        <>
          <h2>Chapters</h2>
          <ol className="video-chapters">
            {video.chapters.map((chapter) => (
              <li key={chapter.start}>
                {video.embedUrl || !video.src ? (
                  <span>{timestamp(chapter.start)}</span>
                ) : (
                  <Button
                    small
                    variant="ghost"
                    className="video-chapters__seek"
                    onClick={() => seek(chapter.start)}
                    aria-label={`Play from ${timestamp(chapter.start)}: ${chapter.title}`}
                  >
                    {timestamp(chapter.start)}
                  </Button>
                )}{' '}
                {chapter.title}
              </li>
            ))}
          </ol>
        </>
      )}
      <MarkdownContent html={video.html} />
      {video.chapters.length > 0 && (
        <>
          <h2>Transcript</h2>
          <div className="video-transcript">
            {video.chapters.map((chapter) => (
              <p key={chapter.start}>
                <strong>{timestamp(chapter.start)}</strong> {chapter.caption}
              </p>
            ))}
          </div>
        </>
      )}
      <p>
        {video.captions && (
          <>
            <a href={video.captions}>Captions (WebVTT)</a> ·{' '}
          </>
        )}
        <Link to="/videos/">All videos</Link>
      </p>
    </ContentfulPageLayout>
  );
}

export const Head: HeadFC<object, VideoContext> = ({ pageContext: { video } }) => (
  <Seo title={video.title} description={video.description} path={video.path} />
);
