import { useEffect, useState } from 'react';
import { isSameSitePath, specPreviewStatus } from './specPreview';

/** What /preview shows: a content entry, a spec's info, or a status line. */
export type PreviewState =
  | { kind: 'loading' }
  | { kind: 'entry'; title: string; html: string }
  | { kind: 'spec'; title: string; version: string }
  | { kind: 'status'; message: string };

interface PageData {
  result?: { pageContext?: { page?: { title?: string; html?: string } } };
}

function pageDataUrl(route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '').toLowerCase();
  return `/page-data/${clean || 'index'}/page-data.json`;
}

async function loadJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

async function resolve(search: string): Promise<PreviewState> {
  const query = new URLSearchParams(search);
  const spec = query.get('spec');
  if (spec !== null) {
    const url = query.get('url') ?? '';
    const document = isSameSitePath(url) ? await loadJson(url) : null;
    const status = specPreviewStatus(spec, document);
    if (status) return { kind: 'status', message: status };
    const info = (document as { info: { title?: string; version?: string } }).info;
    return { kind: 'spec', title: info.title ?? spec, version: info.version ?? '' };
  }
  const route = query.get('route');
  if (!route || !isSameSitePath(route)) {
    return { kind: 'status', message: 'Add ?route=/some/page/ to preview an entry.' };
  }
  const data = (await loadJson(pageDataUrl(route))) as PageData | null;
  const page = data?.result?.pageContext?.page;
  if (!page?.title || typeof page.html !== 'string') {
    return { kind: 'status', message: `No content entry at ${route}.` };
  }
  return { kind: 'entry', title: page.title, html: page.html };
}

/** Resolves the preview of the page's query once on mount (and again when it changes). */
export function usePreviewEntry(search: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void resolve(search).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [search]);
  return state;
}
