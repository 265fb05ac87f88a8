import { useEffect, useRef, useState } from 'react';

/**
 * Whether the placeholder has come within `margin` below the view (a CSS length), for what a
 * first visit should not load until the reader goes there. `waits` false: near from the start. A
 * browser without IntersectionObserver would never say so, so there it is near at once too.
 * `show` makes it near on demand (a reader who asks for it before scrolling there).
 */
export function useNearView<T extends HTMLElement = HTMLDivElement>(
  waits: boolean,
  margin: string,
) {
  const placeholder = useRef<T>(null);
  const [near, setNear] = useState(!waits);
  useEffect(() => {
    if (near) return;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { placeholder, near, show: () => setNear(true) };
}
