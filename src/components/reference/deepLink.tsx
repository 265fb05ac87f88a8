import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { hashTargetIds } from '../../app/hashScroll';
import { anchorAncestors } from './anchors';

// docs/behaviour.md §2: opening a method page at `#<anchor>` (a direct load, a link on the
// page, or the hash changed in place) opens every field row on the path to it; a named schema
// on the path loads its file as its row opens, and the next row opens when it renders. When
// the target is there it is scrolled to the middle of the view, focused and highlighted.

/** How long to wait for a target that is still loading before giving up. */
export const DEEP_LINK_WAIT_MS = 10_000;
export const TARGET_CLASS = 'ref-anchor-target';

const NOTHING: ReadonlySet<string> = new Set();

/** The rows a deep link asks to be open. */
export const DeepLinkOpen = createContext<ReadonlySet<string>>(NOTHING);

/** Whether the row `id` is on the path of the current deep link. */
export function useOpenedByDeepLink(id: string | undefined): boolean {
  const open = useContext(DeepLinkOpen);
  return id !== undefined && open.has(id);
}

/** Scrolls to, focuses and highlights the element `id` once it is in the document. */
export function revealWhenPresent(
  id: string,
  doc: Document = document,
  waitMs = DEEP_LINK_WAIT_MS,
): () => void {
  const reveal = (target: HTMLElement) => {
    doc.querySelectorAll(`.${TARGET_CLASS}`).forEach((el) => el.classList.remove(TARGET_CLASS));
    target.classList.add(TARGET_CLASS);
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  };
  const present = doc.getElementById(id);
  if (present) {
    reveal(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const target = doc.getElementById(id);
    if (!target) return;
    stop();
    reveal(target);
  });
  const timer = setTimeout(() => stop(), waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/**
 * The current deep link of the page: the location's hash (Gatsby's location on a route
 * update, or `hashchange` for a link within the page), as the set of rows to open; reveals
 * its target when it renders.
 */
export function useDeepLink(hash: string | undefined): ReadonlySet<string> {
  const [link, setLink] = useState<{ target: string; open: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    const follow = (value: string) => {
      const [target] = hashTargetIds(value);
      // In a transition: the rows it opens may still be hydrating (HydrateLater).
      startTransition(() =>
        setLink(target ? { target, open: new Set(anchorAncestors(target)) } : null),
      );
    };
    follow(hash ?? window.location.hash);
    const onHashChange = () => follow(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [hash]);
  useEffect(() => (link ? revealWhenPresent(link.target) : undefined), [link]);
  return link?.open ?? NOTHING;
}
