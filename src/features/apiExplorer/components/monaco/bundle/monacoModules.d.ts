// Monaco's ESM entry with every editor contribution (find, suggest, hover) ships no typings;
// its API is the one of monaco-editor/esm/vs/editor/editor.api.
declare module 'monaco-editor/esm/vs/editor/edcore.main';
