import {
  BODY_EDITOR_LINES,
  EDITOR_MAX_LINES,
  EDITOR_THEME,
  EXAMPLE_MAX_LINES,
  editorHeight,
} from './editorDefaults';

describe('editor defaults (docs/behaviour.md §9)', () => {
  it('are vs-dark, 10 lines, up to 15 in view, 20 for examples, 15 for the body editor', () => {
    expect(EDITOR_THEME).toBe('vs-dark');
    expect(editorHeight(1)).toBe(10 * 18);
    expect(editorHeight(12)).toBe(12 * 18);
    expect(editorHeight(400)).toBe(EDITOR_MAX_LINES * 18);
    expect(EDITOR_MAX_LINES).toBe(15);
    expect(editorHeight(400, EXAMPLE_MAX_LINES)).toBe(20 * 18);
    expect(BODY_EDITOR_LINES).toBe(15);
  });
});
