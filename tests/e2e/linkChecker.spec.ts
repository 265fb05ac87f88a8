import { test, expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

// Crawls the built site through the real server from "/" and fails on any internal link that
// does not answer 200 (redirects are followed, so a link to a redirect must end on a 200).
test.setTimeout(15 * 60_000);

const HREF = /<a\b[^>]*?\shref="([^"]+)"/g;
const PARALLEL = 8;

function internalTarget(href: string, from: string, origin: string): string | null {
  const decoded = href.replace(/&amp;/g, '&');
  if (/^(mailto|tel|javascript|data):/i.test(decoded)) return null;
  const url = new URL(decoded, origin + from);
  if (url.origin !== origin) return null;
  return url.pathname + url.search;
}

async function visit(request: APIRequestContext, target: string) {
  const response = await request.get(target, { maxRedirects: 5 });
  const type = response.headers()['content-type'] ?? '';
  const html = type.includes('text/html') && response.status() === 200 ? await response.text() : '';
  return { status: response.status(), html };
}

test('every internal link of the built site answers 200', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const seen = new Map<string, string>([['/', '(start)']]);
  const queue = ['/'];
  const broken: string[] = [];
  while (queue.length > 0) {
    const batch = queue.splice(0, PARALLEL);
    const results = await Promise.all(batch.map((target) => visit(request, target)));
    results.forEach(({ status, html }, index) => {
      const target = batch[index] ?? '';
      if (status !== 200) broken.push(`${target} → ${status} (linked from ${seen.get(target)})`);
      for (const match of html.matchAll(HREF)) {
        const next = internalTarget(match[1] ?? '', target, origin);
        if (next !== null && !seen.has(next)) {
          seen.set(next, target);
          queue.push(next);
        }
      }
    });
  }
  console.log(`link checker: ${seen.size} internal URLs checked`);
  expect(broken).toEqual([]);
});
