// Editor defaults of docs/behaviour.md §9, shared by the request body and the response editors.
export const EDITOR_THEME = 'vs-dark';
/** Monaco's theme when the site is in its light theme (docs/behaviour.md §9: the editor follows the site). */
export const EDITOR_LIGHT_THEME = 'vs';
export const EDITOR_LINE_HEIGHT = 18;
export const EDITOR_MIN_HEIGHT = 150;
/** The API reference body editor is 15 lines tall. */
export const BODY_EDITOR_LINES = 15;
/** Read-only bodies (responses, like examples) show up to 20 lines before scrolling. */
export const RESPONSE_MAX_LINES = 20;

/** Height in pixels for `lineCount` lines, at most `maxLines` visible, never under the minimum. */
export function editorHeight(lineCount: number, maxLines: number): number {
  return Math.max(EDITOR_MIN_HEIGHT, Math.min(lineCount, maxLines) * EDITOR_LINE_HEIGHT);
}
