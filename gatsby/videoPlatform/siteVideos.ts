import fs from 'node:fs';
import path from 'node:path';
import { loadVideos, type VideoContent } from '../content/videos';
import { listPlatformVideos } from './catalogue';
import { videoPlatformConfig } from './config';
import { platformVideos } from './toVideo';

/** Where createPages keeps the platform's catalogue for the build's later steps. */
export const CATALOGUE_SNAPSHOT = path.resolve(__dirname, '../../.cache/video-platform.json');

let sourced: VideoContent[] | undefined;

/**
 * createPages: the videos of the video platform's catalogue when it is configured (read now,
 * and kept for the later steps of this build), else those of content/videos.
 */
export async function sourceSiteVideos(
  env: NodeJS.ProcessEnv = process.env,
  snapshot = CATALOGUE_SNAPSHOT,
): Promise<{ videos: VideoContent[]; from: string }> {
  const config = videoPlatformConfig(env);
  if (!config) return { videos: loadVideos(), from: 'content/videos' };
  const videos = platformVideos(await listPlatformVideos(config));
  fs.mkdirSync(path.dirname(snapshot), { recursive: true });
  fs.writeFileSync(snapshot, JSON.stringify(videos));
  sourced = videos;
  return { videos, from: `the video platform (${new URL(config.cmsUrl).origin})` };
}

/**
 * The steps after createPages (captions, search documents): the videos the pages were made from,
 * never a second, possibly different, read of the platform.
 */
export function siteVideos(
  env: NodeJS.ProcessEnv = process.env,
  snapshot = CATALOGUE_SNAPSHOT,
): VideoContent[] {
  if (!videoPlatformConfig(env)) return loadVideos();
  if (sourced) return sourced;
  if (!fs.existsSync(snapshot)) {
    throw new Error(
      `${snapshot} is missing: the video platform's catalogue is read when the pages are created (run the whole build)`,
    );
  }
  return JSON.parse(fs.readFileSync(snapshot, 'utf8')) as VideoContent[];
}
