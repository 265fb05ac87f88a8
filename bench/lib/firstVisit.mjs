// What a first visit transfers, measured in the system Chromium: every response (HTML,
// page-data, CSS, scripts, JSON) counted by its bytes on the wire until the network has been idle,
// with an empty cache, as a reader arriving from a search engine would load the page.
import { chromium } from '@playwright/test';

const IDLE_MS = 1500;
const LARGEST = 8;

/**
 * { totalBytes, byType: { document, script, fetch, ... }, requests, largest } of one cold visit to
 * `url`; `largest` lists the heaviest responses ({ url, type, bytes }), heaviest first.
 */
export async function firstVisit(url, { largest: keep = LARGEST } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map();
    const urls = new Map();
    const responses = [];
    const byType = {};
    let requests = 0;
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      types.set(requestId, type);
      urls.set(requestId, response.url);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const type = (types.get(requestId) ?? 'Other').toLowerCase();
      byType[type] = (byType[type] ?? 0) + encodedDataLength;
      responses.push({ url: urls.get(requestId) ?? '', type, bytes: encodedDataLength });
      requests += 1;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Work the app starts after load (deferred sagas, idle callbacks) also counts.
    await page.waitForTimeout(IDLE_MS);
    await page.waitForLoadState('networkidle');
    const totalBytes = Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
    const largest = responses.sort((a, b) => b.bytes - a.bytes).slice(0, keep);
    return { totalBytes, byType, requests, largest };
  } finally {
    await browser.close();
  }
}
