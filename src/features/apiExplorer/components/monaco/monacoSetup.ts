// Monaco from this site's own origin: @monaco-editor/react's loader would otherwise inject the
// editor from a CDN, which the site must never load from. The build bundles Monaco apart from
// webpack (gatsby/editors/monacoBundle.ts) and defines where into these scripts; only the lazy
// editor chunk imports this module, so none of it is in a page's first-load JavaScript.
import { loader } from '@monaco-editor/react';
import type * as MonacoApi from 'monaco-editor/esm/vs/editor/editor.api';

/** The bundle's URL folder, `/static/monaco-editor/<digest>/` (gatsby/onCreateWebpackConfig.ts). */
declare const MONACO_BUNDLE_PATH: string;

type Monaco = typeof MonacoApi;

declare global {
  interface Window {
    /**
     * Set by whatever hosts the page before its scripts run (the end-to-end tests read the
     * editors' models through it); called with the page's Monaco once an editor has loaded.
     * Nothing sets it in the site itself, and Monaco is not put on `window`.
     */
    onMonacoLoaded?: (api: Monaco) => void;
  }
}

/** Adds the editor's stylesheet to the document once. */
function addStylesheet(href: string): void {
  if (document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
}

let loading: Promise<Monaco> | undefined;

/** Loads the site's Monaco once and hands it to @monaco-editor/react before any editor mounts. */
export function loadMonaco(): Promise<Monaco> {
  loading ??= (async () => {
    addStylesheet(`${MONACO_BUNDLE_PATH}editor.css`);
    const monaco = (await import(
      /* webpackIgnore: true */ `${MONACO_BUNDLE_PATH}editor.js`
    )) as Monaco;
    loader.config({ monaco });
    window.onMonacoLoaded?.(monaco);
    return monaco;
  })();
  // A failed load (offline, a deploy that replaced the bundle) may be tried again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
