// Monaco from this site's own bundle: @monaco-editor/react's loader would otherwise inject the
// editor from a CDN, which the site must never load from. Only the lazy editor chunk imports
// this module, so none of it is in a page's first-load JavaScript.
import 'monaco-editor/esm/vs/editor/edcore.main';
import 'monaco-editor/esm/vs/language/json/monaco.contribution';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import { loader } from '@monaco-editor/react';

// Workers are bundled by webpack and served from this origin (CSP worker-src 'self').
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') {
      return new Worker(new URL('monaco-editor/esm/vs/language/json/json.worker', import.meta.url));
    }
    return new Worker(new URL('monaco-editor/esm/vs/editor/editor.worker', import.meta.url));
  },
};

loader.config({ monaco });

declare global {
  interface Window {
    /**
     * Set by whatever hosts the page before its scripts run (the end-to-end tests read the
     * editors' models through it); called with the page's Monaco once an editor has loaded.
     * Nothing sets it in the site itself, and Monaco is not put on `window`.
     */
    onMonacoLoaded?: (api: typeof monaco) => void;
  }
}
window.onMonacoLoaded?.(monaco);

export { monaco };
