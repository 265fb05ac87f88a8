import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates after the page's frame, in its own
 * time-sliced passes (a Suspense boundary: React 18 hydrates each boundary separately and yields
 * to the browser every few milliseconds) instead of in one long task with the rest: every page
 * (src/app/wrapRootElement.tsx), and within the method page its sidebar, schemas and samples
 * (Lighthouse's total blocking time on a phone, docs/performance.md "Staying out of the first
 * load"). A change of context or props above a part not hydrated yet makes React hydrate it at
 * once, or throw its HTML away (error 421): above one, state changes wait for a transition
 * (useAppSelectorInTransition, useHydratedInTransition). The markup is the server's until
 * then, and a click inside is replayed once the part is hydrated. Nothing here suspends, so the
 * fallback never shows.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
