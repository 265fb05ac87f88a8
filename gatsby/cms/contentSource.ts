/**
 * Where site content comes from (spec: optional CMS). With CONTENTFUL_SPACE_ID and
 * CONTENTFUL_ACCESS_TOKEN the pages come from gatsby-source-contentful, through the delivery
 * host, or the preview host (draft entries) when CONTENTFUL_PREVIEW is set with a preview token;
 * otherwise the local markdown of content/ is used.
 */
export type ContentSource =
  | { kind: 'local'; logLine: string }
  | {
      kind: 'contentful';
      mode: 'delivery' | 'preview';
      logLine: string;
      plugin: { resolve: 'gatsby-source-contentful'; options: Record<string, string> };
    };

export const DELIVERY_HOST = 'cdn.contentful.com';
export const PREVIEW_HOST = 'preview.contentful.com';

type Env = Record<string, string | undefined>;

export function selectContentSource(env: Env): ContentSource {
  const spaceId = env.CONTENTFUL_SPACE_ID?.trim();
  const deliveryToken = env.CONTENTFUL_ACCESS_TOKEN?.trim();
  const previewToken = env.CONTENTFUL_PREVIEW_ACCESS_TOKEN?.trim();
  const preview = env.CONTENTFUL_PREVIEW === '1' || env.CONTENTFUL_PREVIEW === 'true';
  const accessToken = preview ? previewToken : deliveryToken;
  if (!spaceId || !accessToken) {
    const missing = preview
      ? 'CONTENTFUL_SPACE_ID / CONTENTFUL_PREVIEW_ACCESS_TOKEN'
      : 'CONTENTFUL_SPACE_ID / CONTENTFUL_ACCESS_TOKEN';
    return {
      kind: 'local',
      logLine: `[devcenter] CMS source off (${missing} not set): local content/ used`,
    };
  }
  const mode = preview ? 'preview' : 'delivery';
  const host = preview ? PREVIEW_HOST : DELIVERY_HOST;
  return {
    kind: 'contentful',
    mode,
    // The log line never carries the token.
    logLine: `[devcenter] CMS source: Contentful ${mode} (space ${spaceId})`,
    plugin: {
      resolve: 'gatsby-source-contentful',
      options: {
        spaceId,
        accessToken,
        host,
        environment: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
      },
    },
  };
}
