import type { VideoPlatformConfig } from './config';
import { platformJson, VideoPlatformError } from './platformHttp';

/** docs/behaviour.md §9: a video query asks for 25 videos, sorted by created_at. */
export const VIDEO_PAGE_LIMIT = 25;
/** More than this many pages (10,000 videos) is a platform that keeps answering full pages. */
export const MAX_VIDEO_PAGES = 400;

/** A video as the platform's CMS API answers it (the fields the site reads). */
export interface PlatformVideo {
  id?: unknown;
  name?: unknown;
  description?: unknown;
  long_description?: unknown;
  created_at?: unknown;
  /** Milliseconds. */
  duration?: unknown;
  tags?: unknown;
  state?: unknown;
  cue_points?: unknown;
}

/** A client-credentials token from the platform's OAuth endpoint (Basic auth, form body). */
export async function accessToken(config: VideoPlatformConfig): Promise<string> {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const answer = (await platformJson(
    'video platform token',
    config.oauthUrl,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    },
    config.timeoutMs,
  )) as { access_token?: unknown };
  if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
    throw new VideoPlatformError('video platform token: the answer has no access_token');
  }
  return answer.access_token;
}

/**
 * Every video of the account from the CMS API: `GET {cms}/accounts/{id}/videos?limit=25&
 * offset=N&sort=created_at`, 25 at a time until a page comes back short. The token is taken
 * once and again when the platform says it expired (401: they live minutes).
 */
export async function listPlatformVideos(config: VideoPlatformConfig): Promise<PlatformVideo[]> {
  let token = await accessToken(config);
  const base = `${config.cmsUrl}/accounts/${encodeURIComponent(config.accountId)}/videos`;
  const page = (offset: number) =>
    platformJson(
      `video platform videos (offset ${offset})`,
      `${base}?limit=${VIDEO_PAGE_LIMIT}&offset=${offset}&sort=created_at`,
      { method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      config.timeoutMs,
    );
  const videos: PlatformVideo[] = [];
  for (let count = 0; count < MAX_VIDEO_PAGES; count += 1) {
    const offset = count * VIDEO_PAGE_LIMIT;
    let answer: unknown;
    try {
      answer = await page(offset);
    } catch (error) {
      if (!(error instanceof VideoPlatformError) || error.status !== 401) throw error;
      token = await accessToken(config);
      answer = await page(offset);
    }
    if (!Array.isArray(answer)) {
      throw new VideoPlatformError(`video platform videos (offset ${offset}): not a list`);
    }
    videos.push(...(answer as PlatformVideo[]));
    if (answer.length < VIDEO_PAGE_LIMIT) return videos;
  }
  return videos;
}
