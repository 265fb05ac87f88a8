import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import {
  captionsVtt,
  loadVideos,
  videoEmbedUrl,
  videoListPages,
  type VideoContent,
} from '../content/videos';
import type {
  VideoContext,
  VideoListContext,
  VideoSummary,
} from '../../src/templates/videos/pageContext';

const LIST_TEMPLATE = path.resolve(__dirname, '../../src/templates/videos/VideoListTemplate.tsx');
const VIDEO_TEMPLATE = path.resolve(__dirname, '../../src/templates/videos/VideoTemplate.tsx');

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
 * Creates /videos/ (and /videos/page/{n}/ past 25 videos) and /videos/{slug}/ from
 * content/videos. With GATSBY_VIDEO_EMBED_URL_TEMPLATE set, videos with a platform_id play in
 * the video platform's player; the others, and every video without it, play the site's clip.
 */
export async function createVideoPages({ actions, reporter }: CreatePagesArgs): Promise<void> {
  let videos: VideoContent[];
  const template = process.env.GATSBY_VIDEO_EMBED_URL_TEMPLATE;
  try {
    videos = loadVideos();
    videoEmbedUrl(template, undefined);
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
  for (const page of videoListPages(videos.map(summary))) {
    const context: VideoListContext = page;
    actions.createPage({ path: page.pagePath, component: LIST_TEMPLATE, context });
  }
  for (const video of videos) {
    const context: VideoContext = {
      video: {
        ...summary(video),
        chapters: video.chapters,
        html: video.html,
        embedUrl: videoEmbedUrl(template, video.platformId),
      },
    };
    actions.createPage({ path: video.path, component: VIDEO_TEMPLATE, context });
  }
}

/** After the build: each video's captions track, /videos/{slug}/captions.en.vtt. */
export function writeVideoOutputs(publicDir: string): void {
  for (const video of loadVideos()) {
    const file = path.join(publicDir, video.captions);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, captionsVtt(video));
  }
}
