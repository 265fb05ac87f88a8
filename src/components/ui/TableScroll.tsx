import type { ReactNode } from 'react';

/**
 * A table's scrolling box: a table wider than its column scrolls here, so its cells keep words
 * whole and the page never scrolls sideways. It takes focus (named by `label`) so a keyboard
 * can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
