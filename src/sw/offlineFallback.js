/* Appended to gatsby-plugin-offline's service worker (gatsby-config appendScript). Pages not
   visited yet are fetched from the network; offline that fails, and instead of the browser's
   error page the reader gets /offline.html, cached when the worker installs. */
/* global workbox */
const OFFLINE_CACHE = 'dc-offline-v1';
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.add(OFFLINE_PAGE)));
});

workbox.routing.setCatchHandler(async ({ event }) => {
  if (event.request.mode === 'navigate') {
    const page = await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE });
    if (page) return page;
  }
  return Response.error();
});
