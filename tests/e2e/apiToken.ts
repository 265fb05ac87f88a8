import type { Page } from '@playwright/test';

/**
 * The signed-in app's bearer token, read from the Authorization header of its own next call to
 * /api (the app keeps the token in encrypted storage only), for tests that set up data through
 * the real API, as a script of the user would.
 */
export function captureApiToken(page: Page): Promise<string> {
  return new Promise((resolve) => {
    const listener = (request: { url(): string; headers(): Record<string, string> }) => {
      const authorization = request.headers().authorization;
      if (
        new URL(request.url()).pathname.startsWith('/api/') &&
        authorization?.startsWith('Bearer ')
      ) {
        page.off('request', listener);
        resolve(authorization);
      }
    };
    page.on('request', listener);
  });
}
