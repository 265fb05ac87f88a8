import { tagManagerConfig, type TagManagerConfig } from '../../../lib/analytics/tagManager';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The build's tag manager (GATSBY_TAG_MANAGER_*), read at call time; undefined without an id. */
export function configuredTagManager(): TagManagerConfig | undefined {
  return tagManagerConfig({
    GATSBY_TAG_MANAGER_ID: process.env.GATSBY_TAG_MANAGER_ID,
    GATSBY_TAG_MANAGER_URL: process.env.GATSBY_TAG_MANAGER_URL,
  });
}

/** Pushes an event for the tag manager, which reads the queue when (or once) it has loaded. */
export function pushToDataLayer(event: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** Adds the container's script to the page once. */
export function injectTagManager(config: TagManagerConfig, doc: Document = document): void {
  if (doc.querySelector('script[data-tag-manager]')) return;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${config.scriptUrl}?id=${encodeURIComponent(config.containerId)}`;
  script.dataset.tagManager = config.containerId;
  doc.head.appendChild(script);
}

/** Milliseconds since the page's load event (0 where the browser cannot tell), null before it. */
export function sinceLoad(): number | null {
  if (document.readyState !== 'complete') return null;
  const entries = performance.getEntriesByType?.('navigation') ?? [];
  const entry = entries[0] as PerformanceNavigationTiming | undefined;
  return entry && entry.loadEventEnd > 0 ? Math.max(0, performance.now() - entry.loadEventEnd) : 0;
}

/** Resolves once the page has loaded (at once when it already has). */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
