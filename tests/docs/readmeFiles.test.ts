/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// A README that names a file which moved or went away misleads the next reader, so every file a
// README names in backticks must exist. A path resolves beside the README, in a folder above it
// or from the repository root; a bare name in a folder README (`sample.ts`) must be the name of
// a file of the repository (in the root README bare names are values and URLs, not files).

const ROOT = path.resolve(__dirname, '../..');
// What looks like a file: a plain path ending in a source, data or doc extension.
const FILE_PATH =
  /^(?:\.{1,2}\/)?[\w.~@-]+(?:\/[\w.~@-]+)*\.(?:tsx?|mjs|cjs|js|json|md|ya?ml|css|sql|sh)$/;
// Built or generated output, named as what a build or a run writes, not as a file of the repo.
const OUTPUT = /^(?:public|data|\.cache|node_modules|test-results)\//;
// READMEs of the quickstart templates describe the generated project, not this repository.
const NOT_OURS = /^content\/quickstart\/templates\//;

function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));
}

/** Every file path a README names in backticks, with its line. */
export function namedFiles(markdown: string): { line: number; file: string }[] {
  const found: { line: number; file: string }[] = [];
  markdown.split('\n').forEach((text, index) => {
    for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
      if (FILE_PATH.test(quoted) && !OUTPUT.test(quoted))
        found.push({ line: index + 1, file: quoted });
    }
  });
  return found;
}

function exists(readme: string, file: string, names: Set<string>): boolean {
  if (!file.includes('/')) return names.has(file);
  for (let dir = path.dirname(readme); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.resolve(ROOT, dir, file))) return true;
    if (dir === '.' || dir === '') return false;
  }
}

test('what counts as a named file', () => {
  expect(
    namedFiles('See `lib/site/links.ts`, `sample.ts` and `./x/y.json`.').map((f) => f.file),
  ).toEqual(['lib/site/links.ts', 'sample.ts', './x/y.json']);
  // output, placeholders, URLs, commands and identifiers are not files of the repository
  expect(
    namedFiles(
      '`public/search/index.json` `{swaggerName}.json` `/blog/rss.xml` `npm run build` `htmlToText` `<name>.json` `/llms.txt`',
    ),
  ).toEqual([]);
});

test('every file a README names exists', () => {
  const files = repositoryFiles();
  const names = new Set(files.map((file) => path.basename(file)));
  const readmes = files.filter((file) => /(^|\/)README\.md$/.test(file) && !NOT_OURS.test(file));
  const missing = readmes.flatMap((readme) =>
    namedFiles(fs.readFileSync(path.join(ROOT, readme), 'utf8'))
      .filter(({ file }) => readme !== 'README.md' || file.includes('/'))
      .filter(({ file }) => !exists(readme, file, names))
      .map(({ line, file }) => `${readme}:${line} names ${file}, which does not exist`),
  );
  expect(readmes.length).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
