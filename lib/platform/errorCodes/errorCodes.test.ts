/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_AREAS, PLATFORM_ERROR_CODES } from './index';

// The page lists exactly the codes the embedded platform answers: every code its source can put
// in an answer is in the list, and every listed code is one it answers.
const SANDBOX = path.resolve(__dirname, '../../../packages/sandbox');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['test-support', '__fixtures__'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Upper-case literals the sandbox writes that are not codes of an answer, and why. */
const NOT_ANSWERED = new Map([
  ['SUCCESS', 'the errorDetails of a recipient that nothing went wrong with'],
  ['FORBIDDEN', 'the test hooks, mounted only for tests'],
  ['UNKNOWN', "the clickwrap renderer's label, in the reader's browser, for a failed call"],
  ['NETWORK', "the clickwrap renderer's label for a call that got no answer"],
  ['IN_PROGRESS', "a web form instance's status once its page is opened"],
  ['HTTP_API', "a Maestro workflow's trigger_event_type (triggered by an API call)"],
]);
/** Names the sandbox reads (environment variables) or meets (undici's errors). */
const NOT_CODES = /^(SANDBOX_|RATE_LIMIT_|UND_ERR_|LOG_LEVEL$|DATA_DIR$|DATABASE_URL$|PORT$|HOST$)/;

function sandboxCodes() {
  const codes = new Set<string>();
  const oauth = new Set<string>();
  for (const file of sourceFiles(SANDBOX)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, code] of text.matchAll(/['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g))
      if (!NOT_CODES.test(code)) codes.add(code);
    for (const [, code] of text.matchAll(/errorCode:\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g))
      codes.add(code);
    for (const [, code] of text.matchAll(
      /(?:GrantError\(|\berror:)\s*['"`]([a-z]+(?:_[a-z]+)+)['"`]/g,
    ))
      oauth.add(code);
  }
  for (const code of NOT_ANSWERED.keys()) codes.delete(code);
  return { codes, oauth };
}

describe('the platform error codes', () => {
  const listed = PLATFORM_ERROR_CODES.map((entry) => entry.code);
  const { codes, oauth } = sandboxCodes();

  it('finds the codes the sandbox answers in its source', () => {
    expect(codes).toContain('ENVELOPE_IS_INCOMPLETE');
    expect(codes).toContain('ANCHOR_TAB_STRING_NOT_FOUND');
    expect(oauth).toContain('invalid_grant');
  });

  it('lists every code the sandbox can answer', () => {
    expect([...codes, ...oauth].filter((code) => !listed.includes(code)).sort()).toEqual([]);
  });

  it('lists only codes the sandbox answers, each once', () => {
    expect(listed.filter((code) => !codes.has(code) && !oauth.has(code))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives each code a status, an area, a meaning and a fix', () => {
    for (const entry of PLATFORM_ERROR_CODES) {
      expect(entry.status).toBeGreaterThanOrEqual(300);
      expect(ERROR_AREAS).toContain(entry.area);
      expect(entry.meaning.length).toBeGreaterThan(20);
      expect(entry.fix.length).toBeGreaterThan(20);
    }
  });
});
