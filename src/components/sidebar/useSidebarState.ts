import { useCallback, useEffect, useRef, useState } from 'react';

/** The sidebar state of docs/behaviour.md §3, kept in React state and sessionStorage. */
export interface SidebarStateShape {
  sharedSidebarIdentifier: string;
  sidebarState: Record<string, boolean>;
  scrollTopPosition: number;
  filterTerm: string;
  selectedItem: string;
}

const storageKey = (id: string) => `sidebar:${id}`;

function readStored(id: string): Partial<SidebarStateShape> {
  try {
    const raw = window.sessionStorage.getItem(storageKey(id));
    return raw ? (JSON.parse(raw) as Partial<SidebarStateShape>) : {};
  } catch {
    return {}; // storage off or corrupt: start fresh
  }
}

/**
 * Sidebar state of docs/behaviour.md §3 for one shared sidebar (one API version): open flags per
 * section, scroll position, filter term and selected item, kept across pages in sessionStorage.
 * `keepOpen` sections (the current page's) are forced open whatever was stored.
 */
export function useSidebarState(
  sharedSidebarIdentifier: string,
  selectedItem: string,
  keepOpen: string[],
) {
  const [state, setState] = useState<SidebarStateShape>({
    sharedSidebarIdentifier,
    sidebarState: Object.fromEntries(keepOpen.map((key) => [key, true])),
    scrollTopPosition: 0,
    filterTerm: '',
    selectedItem,
  });
  const [restored, setRestored] = useState(false);
  // keepOpen is derived from selectedItem, so the restore below re-runs when that changes.
  const keepOpenRef = useRef(keepOpen);
  keepOpenRef.current = keepOpen;

  // Stored state is read after hydration so server and client render the same first frame.
  useEffect(() => {
    const stored = readStored(sharedSidebarIdentifier);
    setState({
      sharedSidebarIdentifier,
      sidebarState: {
        ...(stored.sidebarState ?? {}),
        ...Object.fromEntries(keepOpenRef.current.map((key) => [key, true])),
      },
      scrollTopPosition: stored.scrollTopPosition ?? 0,
      filterTerm: stored.filterTerm ?? '',
      selectedItem,
    });
    setRestored(true);
  }, [sharedSidebarIdentifier, selectedItem]);

  useEffect(() => {
    if (!restored) return;
    try {
      window.sessionStorage.setItem(storageKey(sharedSidebarIdentifier), JSON.stringify(state));
    } catch {
      // storage full or off: the sidebar still works for this page
    }
  }, [state, restored, sharedSidebarIdentifier]);

  const toggle = useCallback((key: string) => {
    setState((s) => ({ ...s, sidebarState: { ...s.sidebarState, [key]: !s.sidebarState[key] } }));
  }, []);
  const setFilterTerm = useCallback((filterTerm: string) => {
    setState((s) => ({ ...s, filterTerm }));
  }, []);
  const setScrollTopPosition = useCallback((scrollTopPosition: number) => {
    setState((s) => ({ ...s, scrollTopPosition }));
  }, []);

  return { state, restored, toggle, setFilterTerm, setScrollTopPosition };
}
