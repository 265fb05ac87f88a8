/** docs/behaviour.md §9: what a reader sees when the next page takes longer than 1 s to come. */
export const ROUTE_DELAY_TEXT = 'Still loading the page…';

/** The live region's id: server-rendered empty on every page (onRenderBody), filled when needed. */
export const ROUTE_DELAY_NOTICE_ID = 'route-delay-notice';

/**
 * The region, as the page's HTML has it. A live region must be in the page before its text
 * changes, or screen readers do not announce the change: a missing one (gatsby develop, a page
 * built before the region existed) is added here, empty, a moment before it is filled.
 */
function region(): HTMLElement {
  const existing = document.getElementById(ROUTE_DELAY_NOTICE_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = ROUTE_DELAY_NOTICE_ID;
  element.className = 'route-delay-notice';
  element.setAttribute('aria-live', 'polite');
  element.setAttribute('aria-atomic', 'true');
  document.body.append(element);
  return element;
}

let pendingFrame: number | undefined;

/** Gatsby's onRouteUpdateDelayed, 1 s into a route change whose page has not come. */
export function showRouteDelayNotice(): void {
  const element = region();
  // Filled on the next frame, so a region added just now is seen empty first.
  if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(() => {
    pendingFrame = undefined;
    element.textContent = ROUTE_DELAY_TEXT;
  });
}

/** The page arrived (onRouteUpdate): the notice goes, the empty region stays for the next time. */
export function hideRouteDelayNotice(): void {
  if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
  pendingFrame = undefined;
  const element = document.getElementById(ROUTE_DELAY_NOTICE_ID);
  if (element) element.textContent = '';
}
