import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './bench/lib/server.mjs';
const server = await startServer('lh1');
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
try {
  await lighthouse(`${server.origin}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
  for (const p of process.argv.slice(2)) {
    const r = await lighthouse(`${server.origin}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r.lhr.audits;
    console.log('==', p, Math.round(r.lhr.categories.performance.score*100), 'TBT', a['total-blocking-time'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue);
    console.log(' LCP element:', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details?.items?.[0]).slice(0,300));
    console.log(' LCP phases:', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
    for (const it of a['mainthread-work-breakdown'].details.items.slice(0,6)) console.log('  mt', it.groupLabel ?? it.group, Math.round(it.duration));
    for (const it of a['bootup-time'].details.items.slice(0,6)) console.log('  js', it.url.replace(server.origin,''), Math.round(it.total), 'script', Math.round(it.scripting));
    for (const it of (a['long-tasks']?.details?.items ?? []).slice(0,8)) console.log('  long', it.url?.replace(server.origin,''), Math.round(it.startTime), Math.round(it.duration));
    console.log('  dom size', a['dom-size'].displayValue);
  }
} finally { await chrome.kill(); server.stop(); }
