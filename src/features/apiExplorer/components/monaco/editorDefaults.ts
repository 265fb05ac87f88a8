// Editor defaults of docs/behaviour.md §9, shared by the request body and the response editors.
/** Every editor is dark, whichever theme the site shows: the frame around it keeps the contrast. */
export const EDITOR_THEME = 'vs-dark';
export const EDITOR_LINE_HEIGHT = 18;
export const EDITOR_MIN_HEIGHT = 150;
/** An editor shows 10 lines at least... */
export const EDITOR_DEFAULT_LINES = 10;
/** ...and grows with its text up to 15 lines in view, then scrolls. */
export const EDITOR_MAX_LINES = 15;
/** Examples show up to 20 lines (the reference's example blocks: `.ref-example pre`). */
export const EXAMPLE_MAX_LINES = 20;
/** The API reference body editor is 15 lines tall. */
export const BODY_EDITOR_LINES = 15;

/** Height in pixels for `lineCount` lines: 10 to `maxLines` in view, never under the minimum. */
export function editorHeight(lineCount: number, maxLines = EDITOR_MAX_LINES): number {
  const lines = Math.min(Math.max(lineCount, EDITOR_DEFAULT_LINES), maxLines);
  return Math.max(EDITOR_MIN_HEIGHT, lines * EDITOR_LINE_HEIGHT);
}
