import type { HeadFC, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { ContentfulPageLayout } from '../../components/layouts/ContentfulPageLayout';
import { Seo } from '../../components/site/Seo';
import { VideoMeta } from './VideoMeta';
import type { VideoListContext } from '../../../lib/site/pageContext/videos';

const TITLE = 'Videos';
const DESCRIPTION =
  'Short screencasts on building integrations: authentication, envelopes, embedded signing, webhooks and going live.';

/** /videos/ and /videos/page/{n}/: 25 videos a page, newest first (docs/behaviour.md §9). */
export default function VideoListTemplate({ pageContext }: PageProps<object, VideoListContext>) {
  const { videos, page, pageCount, newerPath, olderPath } = pageContext;
  return (
    <ContentfulPageLayout title={TITLE} lead={DESCRIPTION}>
      {videos.length === 0 && <p>No videos are published yet.</p>}
      <ul className="video-list">
        {videos.map((video) => (
          <li key={video.path} className="video-list__item site-update">
            {video.poster && (
              <img src={video.poster} alt="" width={320} height={180} loading="lazy" />
            )}
            <h2>
              <Link to={video.path}>{video.title}</Link>
            </h2>
            <VideoMeta video={video} />
            <p>{video.description}</p>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav aria-label="Video pages" className="video-list__pages">
          {newerPath && <Link to={newerPath}>Newer videos</Link>}{' '}
          <span>
            Page {page} of {pageCount}
          </span>{' '}
          {olderPath && <Link to={olderPath}>Older videos</Link>}
        </nav>
      )}
    </ContentfulPageLayout>
  );
}

export const Head: HeadFC<object, VideoListContext> = ({ pageContext }) => (
  <Seo
    title={pageContext.page > 1 ? `${TITLE}, page ${pageContext.page}` : TITLE}
    description={DESCRIPTION}
    path={pageContext.pagePath}
  />
);
