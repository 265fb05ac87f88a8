import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates after the page's frame, in its own
 * time-sliced passes (a Suspense boundary: React 18 hydrates each boundary separately and yields
 * to the browser between them) instead of in one long task with the rest: the method page's
 * sidebar, schemas and samples are most of its markup (Lighthouse's total blocking time on a
 * phone, docs/performance.md "Staying out of the first load"). The markup is the server's until
 * then, and a click inside is replayed once the part is hydrated. Nothing here suspends, so the
 * fallback never shows.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
