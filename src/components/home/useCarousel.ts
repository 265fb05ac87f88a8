import { useEffect, useState } from 'react';

/** docs/behaviour.md §9: slide transition 1000 ms, auto slide every 6000 ms. */
export const SLIDE_TRANSITION_MS = 1000;
export const AUTO_SLIDE_MS = 6000;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The current slide of a carousel that advances every AUTO_SLIDE_MS unless paused (hover or
 * focus, set by the caller) or the visitor prefers reduced motion.
 */
export function useCarousel(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => setReducedMotion(prefersReducedMotion()), []);
  const running = !paused && !reducedMotion && count > 1;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      AUTO_SLIDE_MS,
    );
    return () => window.clearInterval(timer);
  }, [running, count]);
  const go = (next: number) => setIndex(((next % count) + count) % count);
  return { index, go, running, reducedMotion };
}
