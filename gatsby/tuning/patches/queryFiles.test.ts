/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// gatsby build keeps what query extraction found in files without a query (.cache/devcenter/
// query-files.json, gatsby/tuning/patches/queryFiles.cjs). Each build here is Gatsby's own FileParser in
// a fresh Node process, as a build is, changed the way the preload changes it: what it answers
// must be what Gatsby answers, the kept files must not be parsed again, and a change to one must.

const root = path.resolve(__dirname, '../../..');

/** One extraction over `dir`'s src/ files: what Gatsby parsed, found and dispatched. */
interface Extraction {
  changed: boolean;
  parsed: string[];
  queries: string[];
  features: Record<string, { serverData: boolean; config: boolean; Head: boolean }>;
  errors: string[];
}

const EXTRACT = `
const path = require('node:path');
const [root, files, out] = [process.argv[1], JSON.parse(process.argv[2]), process.argv[3]];
const from = (request) => require(require.resolve(request, { paths: [root] }));
const { whenGatsbyLoads } = require(path.join(root, 'gatsby/tuning/patches/moduleHook.cjs'));
const { FILE_PARSER, keepQueryFileResults } = require(path.join(root, 'gatsby/tuning/patches/queryFiles.cjs'));
let changed = false;
whenGatsbyLoads(FILE_PARSER, (fileParser) => {
  changed = keepQueryFileResults(fileParser, {
    gatsbyVersion: from('gatsby/package.json').version,
    store: () => from('gatsby/dist/redux').store,
  });
}, root);
const babel = from('gatsby/dist/utils/babel-parse-to-ast');
const parsed = [];
const parse = babel.babelParseToAst;
babel.babelParseToAst = (text, file) => (parsed.push(path.basename(file)), parse(text, file));
const FileParser = from(FILE_PARSER).default;
const { store } = from('gatsby/dist/redux');
const features = {};
const dispatch = store.dispatch;
store.dispatch = (action) => {
  if (action.type === 'SET_COMPONENT_FEATURES') {
    const { componentPath, ...found } = action.payload;
    features[path.basename(componentPath)] = found;
  }
  return dispatch(action);
};
const errors = [];
new FileParser().parseFiles(files, (error) => errors.push(path.basename(error.filePath))).then((documents) => {
  const queries = documents.map((document) => document.text.trim());
  const extraction = { changed, parsed: parsed.sort(), queries, features, errors: errors.sort() };
  require('node:fs').writeFileSync(out, JSON.stringify(extraction));
});
`;

function extract(dir: string): Extraction {
  const files = fs.readdirSync(path.join(dir, 'src')).map((name) => path.join(dir, 'src', name));
  // (to a file: Gatsby's reporter writes to stdout as it goes)
  const out = path.join(dir, 'extraction.json');
  const run = spawnSync(process.execPath, ['-e', EXTRACT, root, JSON.stringify(files), out], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Extraction;
}

const SOURCES: Record<string, string> = {
  'Page.tsx': [
    "import { graphql } from 'gatsby';",
    'export default function Page() { return null; }',
    'export const query = graphql`query PageQuery { site { id } }`;',
  ].join('\n'),
  'WithHead.tsx': [
    'export const Head = () => <title>Kept</title>;',
    'export default function WithHead() { return null; }',
  ].join('\n'),
  'WithConfig.tsx': [
    'export async function config() { return () => ({ defer: true }); }',
    'export default function WithConfig() { return null; }',
  ].join('\n'),
  'Plain.tsx': '// reads its config from props\nexport const Plain = ({ config }) => config.title;',
  'Broken.tsx': 'export const Head = () => <title>unclosed;',
  'NoKeyword.tsx': 'export const Nothing = () => null;',
};

function site(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-query-files-'));
  fs.mkdirSync(path.join(dir, 'src'));
  for (const [name, text] of Object.entries(SOURCES))
    fs.writeFileSync(path.join(dir, 'src', name), text);
  return dir;
}

it('answers as Gatsby does and parses only the files with a query, an error or a change', () => {
  const dir = site();
  try {
    const first = extract(dir);
    expect(first.changed).toBe(true);
    // Gatsby skips a file without any of its words unparsed; it parses the rest.
    expect(first.parsed).toEqual([
      'Broken.tsx',
      'Page.tsx',
      'Plain.tsx',
      'WithConfig.tsx',
      'WithHead.tsx',
    ]);
    expect(first.queries).toEqual(['query PageQuery{site{id}}']);
    expect(first.features['WithHead.tsx']).toEqual({
      serverData: false,
      config: false,
      Head: true,
    });
    expect(first.features['WithConfig.tsx']).toEqual({
      serverData: false,
      config: true,
      Head: false,
    });
    expect(first.errors).toEqual(['Broken.tsx']);
    expect(fs.readdirSync(path.join(dir, '.cache', 'devcenter'))).toEqual(['query-files.json']);

    const second = extract(dir);
    expect(second.parsed).toEqual(['Broken.tsx', 'Page.tsx']);
    expect({ ...second, parsed: [] }).toEqual({ ...first, parsed: [] });

    fs.writeFileSync(
      path.join(dir, 'src', 'WithHead.tsx'),
      'export default function WithHead() { return null; }',
    );
    const third = extract(dir);
    expect(third.parsed).toEqual(['Broken.tsx', 'Page.tsx', 'WithHead.tsx']);
    expect(third.features['WithHead.tsx']).toEqual({
      serverData: false,
      config: false,
      Head: false,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('leaves a parser it does not know as it is', () => {
  const { keepQueryFileResults } = createRequire(__filename)('./queryFiles.cjs') as {
    keepQueryFileResults(fileParser: unknown, options: object): boolean;
  };
  expect(keepQueryFileResults({}, { store: () => ({}) })).toBe(false);
  expect(keepQueryFileResults({ default: class {} }, { store: () => ({}) })).toBe(false);
});
