import { useEffect } from 'react';

/**
 * Marks the document once the page under it has hydrated: until then a click lands on
 * server-rendered markup with no handlers. End-to-end tests wait for it before acting.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
