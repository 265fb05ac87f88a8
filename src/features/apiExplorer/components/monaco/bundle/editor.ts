// The site's Monaco: compiled by the build with esbuild, apart from webpack
// (gatsby/editors/monacoBundle.ts), into /static/monaco-editor/<digest>/editor.js, which
// monacoSetup.ts imports when an editor is first shown. Every editor contribution (find, suggest,
// hover) and the JSON language; the workers are the bundle's own files beside this one, from
// this origin (CSP worker-src 'self').
import 'monaco-editor/esm/vs/editor/edcore.main';
import 'monaco-editor/esm/vs/language/json/monaco.contribution';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    const script = label === 'json' ? 'json.worker.js' : 'editor.worker.js';
    return new Worker(new URL(script, import.meta.url), { name: label });
  },
};

export * from 'monaco-editor/esm/vs/editor/editor.api';
