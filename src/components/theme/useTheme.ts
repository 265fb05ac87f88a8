import { useCallback, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from './themeScript';
import type { Theme } from './themeScript';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  // Without a stored choice the theme follows the system as it changes.
  const onSystem = () => {
    if (localStorage.getItem(THEME_STORAGE_KEY)) return;
    applyTheme(media.matches ? 'dark' : 'light');
  };
  media?.addEventListener?.('change', onSystem);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.('change', onSystem);
  };
}

function applyTheme(theme: Theme) {
  document.documentElement.setAttribute('data-theme', theme);
  listeners.forEach((listener) => listener());
}

function current(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** The theme on the page (set before paint by THEME_SCRIPT) and a setter that persists it. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  // The server renders light; the real theme arrives after hydration.
  const theme = useSyncExternalStore(subscribe, current, () => 'light' as Theme);
  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be blocked; the choice then lasts for this page only.
    }
    applyTheme(next);
  }, []);
  return [theme, setTheme];
}
