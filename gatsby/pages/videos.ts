import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { captionsVtt, videoEmbedUrl, videoListPages, type VideoContent } from '../content/videos';
import { siteVideos, sourceSiteVideos } from '../videoPlatform/siteVideos';
import type {
  VideoContext,
  VideoListContext,
  VideoSummary,
} from '../../lib/site/pageContext/videos';
import { applyPages, templateFile, type FamilyPage } from './familyPages';

const templates = {
  list: templateFile('videos/VideoListTemplate.tsx'),
  video: templateFile('videos/VideoTemplate.tsx'),
};

/** A page of the videos family. */
export type VideoPage = FamilyPage<'list', VideoListContext> | FamilyPage<'video', VideoContext>;

function summary(video: VideoContent): VideoSummary {
  const { slug, path: videoPath, title, description, createdAt, duration, tags } = video;
  const { src, poster, captions } = video;
  return {
    slug,
    path: videoPath,
    title,
    description,
    createdAt,
    duration,
    tags,
    src,
    poster,
    captions,
  };
}

/**
 * /videos/ (and /videos/page/{n}/ past 25 videos) and /videos/{slug}/. With an embed URL
 * template (GATSBY_VIDEO_EMBED_URL_TEMPLATE), videos with a platform_id play in the video
 * platform's player; the others, and every video without it, play the site's clip.
 */
export function videoPages(videos: VideoContent[], embedTemplate: string | undefined): VideoPage[] {
  const lists = videoListPages(videos.map(summary)).map((page): VideoPage => ({
    template: 'list',
    path: page.pagePath,
    context: page,
  }));
  const pages = videos.map((video): VideoPage => ({
    template: 'video',
    path: video.path,
    context: {
      video: {
        ...summary(video),
        chapters: video.chapters,
        html: video.html,
        embedUrl: videoEmbedUrl(embedTemplate, video.platformId),
      },
    },
  }));
  return [...lists, ...pages];
}

/**
 * Creates the video pages from the video platform's catalogue when it is configured
 * (VIDEO_PLATFORM_*), else from content/videos once every clip and poster is in static/.
 */
export async function createVideoPages({ actions, reporter }: CreatePagesArgs): Promise<void> {
  let videos: VideoContent[];
  const template = process.env.GATSBY_VIDEO_EMBED_URL_TEMPLATE;
  try {
    videoEmbedUrl(template, undefined);
    const sourced = await sourceSiteVideos();
    videos = sourced.videos;
    reporter.info(`[videos] ${videos.length} videos from ${sourced.from}`);
    const publicMedia = path.resolve(__dirname, '../../static');
    for (const video of videos) {
      for (const file of [video.src, video.poster].filter(Boolean) as string[]) {
        if (!fs.existsSync(path.join(publicMedia, file)))
          throw new Error(
            `${video.slug}: static${file} is missing (node scripts/generate-video-clips.mjs)`,
          );
      }
    }
  } catch (error) {
    reporter.panicOnBuild(`[videos] ${(error as Error).message}`, error as Error);
    return;
  }
  applyPages(actions, templates, videoPages(videos, template));
}

/** After the build: each local video's captions track, /videos/{slug}/captions.en.vtt. */
export function writeVideoOutputs(publicDir: string): void {
  for (const video of siteVideos()) {
    if (!video.captions) continue; // the platform's player brings its own
    const file = path.join(publicDir, video.captions);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, captionsVtt(video));
  }
}
