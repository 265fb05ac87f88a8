import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => { if (m.type() !== 'log') console.log('console', m.type(), m.text().slice(0, 400)); });
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)));
page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
page.on('response', (r) => { if (r.status() >= 400) console.log('status', r.status(), r.url()); });
for (const p of process.argv.slice(2)) {
  await page.goto(`http://127.0.0.1:9701${p}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log('visited', p);
}
await browser.close();
