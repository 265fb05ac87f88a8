/** @jest-environment node */
import { videoPlatformConfig } from './config';

const env = {
  VIDEO_PLATFORM_CLIENT_ID: 'id',
  VIDEO_PLATFORM_CLIENT_SECRET: 'secret',
  VIDEO_PLATFORM_OAUTH_URL: 'https://oauth.video.example/v4/access_token',
  VIDEO_PLATFORM_CMS_URL: 'https://cms.video.example/v1/',
  VIDEO_PLATFORM_ACCOUNT_ID: '1234567890001',
  GATSBY_VIDEO_EMBED_URL_TEMPLATE: 'https://player.video.example/embed/{id}',
};

test('unset: no platform, content/videos is the source', () => {
  expect(videoPlatformConfig({})).toBeUndefined();
});

test('reads the client, both endpoints, the account, the player and the time limit', () => {
  expect(videoPlatformConfig({ ...env, VIDEO_PLATFORM_TIMEOUT_MS: '5000' })).toEqual({
    clientId: 'id',
    clientSecret: 'secret',
    oauthUrl: 'https://oauth.video.example/v4/access_token',
    cmsUrl: 'https://cms.video.example/v1',
    accountId: '1234567890001',
    embedTemplate: 'https://player.video.example/embed/{id}',
    timeoutMs: 5000,
  });
});

test.each([
  [
    'VIDEO_PLATFORM_CLIENT_SECRET',
    { VIDEO_PLATFORM_CLIENT_SECRET: '' },
    'VIDEO_PLATFORM_CLIENT_SECRET must be set with VIDEO_PLATFORM_CLIENT_ID',
  ],
  [
    'VIDEO_PLATFORM_CLIENT_ID',
    { VIDEO_PLATFORM_CLIENT_ID: '' },
    'VIDEO_PLATFORM_CLIENT_ID must be set with VIDEO_PLATFORM_CLIENT_SECRET',
  ],
  [
    'VIDEO_PLATFORM_OAUTH_URL',
    { VIDEO_PLATFORM_OAUTH_URL: 'oauth.video.example' },
    'VIDEO_PLATFORM_OAUTH_URL must be an absolute http(s) URL',
  ],
  [
    'VIDEO_PLATFORM_CMS_URL',
    { VIDEO_PLATFORM_CMS_URL: 'https://cms.video.example/v1?x=1' },
    'VIDEO_PLATFORM_CMS_URL must be an absolute http(s) URL',
  ],
  [
    'VIDEO_PLATFORM_ACCOUNT_ID',
    { VIDEO_PLATFORM_ACCOUNT_ID: '../1' },
    'VIDEO_PLATFORM_ACCOUNT_ID must be an account id',
  ],
  [
    'GATSBY_VIDEO_EMBED_URL_TEMPLATE',
    { GATSBY_VIDEO_EMBED_URL_TEMPLATE: '' },
    "GATSBY_VIDEO_EMBED_URL_TEMPLATE (the platform's player) must be set",
  ],
  [
    'VIDEO_PLATFORM_TIMEOUT_MS',
    { VIDEO_PLATFORM_TIMEOUT_MS: '0' },
    'VIDEO_PLATFORM_TIMEOUT_MS must be an integer',
  ],
])('a missing or wrong %s stops the build naming it', (_name, change, message) => {
  expect(() => videoPlatformConfig({ ...env, ...change })).toThrow(message);
});
