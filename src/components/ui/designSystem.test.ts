/**
 * @jest-environment node
 */
// The design-system rule (src/components/ui/README.md): pages and features use the shared
// components; they never hand-write the button classes or their own dialog markup.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..', '..');
const UI = path.join(SRC, 'components', 'ui');

/** Every component file under src, tests and the design system itself left out. */
function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === UI ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

// A class token that is one of the button looks: btn, btn--primary, button, button--primary…
const BUTTON_CLASS = /^(btn|button)(--[\w-]+)?$/;
// className="…", className='…', className={'…'} and className={`…`} (the literal part).
const CLASS_LITERAL = /className=(?:"([^"]*)"|'([^']*)'|\{\s*(?:'([^']*)'|"([^"]*)"|`([^`]*)`))/g;
const DIALOG = /role=(?:"dialog"|'dialog'|\{\s*['"]dialog['"]\s*\})|aria-modal=/;
const MODAL_CLASS = /^modal(__[\w-]+)?$/;

/** What a file hand-writes that the shared components own, one line per finding. */
export function handWritten(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(CLASS_LITERAL)) {
    const literal = match.slice(1).find((group) => group !== undefined) ?? '';
    const tokens = literal.split(/\s+/);
    if (tokens.some((token) => BUTTON_CLASS.test(token))) {
      found.push(`button classes "${literal}" (use Button, ButtonLink or buttonClass)`);
    }
    if (tokens.some((token) => MODAL_CLASS.test(token))) {
      found.push(`modal classes "${literal}" (use Modal)`);
    }
  }
  // Class strings built elsewhere and passed on, such as const cls = 'btn btn--primary'.
  if (/['"`](?:btn|button) (?:btn|button)--/.test(source.replace(CLASS_LITERAL, ''))) {
    found.push('a button class string (use buttonClass)');
  }
  if (DIALOG.test(source)) found.push('dialog markup (use Modal)');
  // An action on a raw <button> looks like the browser's own: it must be a Button. Only a
  // widget's own parts stay raw: disclosure toggles of a tree (aria-expanded) and choices
  // (role="radio", "tab"...), which their widget styles.
  for (const match of source.matchAll(/<button\b[\s\S]*?(?:<\/button>|\/>)/g)) {
    if (!/aria-expanded=|\brole=/.test(match[0]))
      found.push(`a raw <button> "${match[0].replace(/\s+/g, ' ').slice(0, 60)}" (use Button)`);
  }
  return found;
}

describe('design system guard', () => {
  it('recognises the markup it forbids, and lets the shared components through', () => {
    expect(handWritten('<button className="btn btn--primary">Go</button>')).toHaveLength(2);
    expect(handWritten(`<a className={'button'} href="/">x</a>`)).toHaveLength(1);
    expect(handWritten('<a className={`button button--primary ${x}`}>x</a>')).toHaveLength(1);
    expect(handWritten('<div className="modal__backdrop">')).toHaveLength(1);
    expect(handWritten('<div role="dialog" aria-modal="true">')).toHaveLength(1);
    expect(handWritten('const look = "btn btn--danger";')).toHaveLength(1);
    expect(handWritten('<button type="button" onClick={add}>Add item</button>')).toHaveLength(1);
    expect(handWritten('<button type="button" className="x-copy">Copy</button>')).toHaveLength(1);
    expect(
      handWritten(
        '<button type="button" aria-expanded={open}>▸</button><button role="tab">A</button>',
      ),
    ).toEqual([]);
    expect(
      handWritten(
        '<Button variant="primary" className="explorer-panel__send" type="button" />' +
          '<button type="button" aria-expanded={open} className="user-menu__button">' +
          '<a className={buttonClass("primary")}>',
      ),
    ).toEqual([]);
  });

  it('no page or feature component hand-writes button classes or a dialog', () => {
    const files = componentFiles(SRC);
    // The walk must reach the features and pages, or this test would pass on nothing.
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.includes(`${path.sep}features${path.sep}`))).toBe(true);
    const offenders = files.flatMap((file) =>
      handWritten(readFileSync(file, 'utf8')).map(
        (finding) => `${path.relative(SRC, file)}: ${finding}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
