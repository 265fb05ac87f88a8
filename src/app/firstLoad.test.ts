/** @jest-environment node */
import path from 'node:path';
import { build, type Metafile } from 'esbuild';

// What a first visit loads (docs/performance.md, "Staying out of the first load"): the app
// shell (gatsby-browser.tsx, Gatsby's `app` chunk on every page, with src/app/shell.ts, which it
// imports eagerly: same chunk, a later task) and the method page's template reach none of these
// by static imports; they load with import() when a page needs them.
const root = path.resolve(__dirname, '..', '..');
const LOADED_WHEN_NEEDED = [
  // persistence and its cipher: only with state to keep (src/app/persist/lazyPersistence.ts)
  'node_modules/redux-persist/',
  'node_modules/redux-persist-transform-encrypt/',
  'node_modules/crypto-js/',
  // the HTTP client: loaded by the first call through `http` (the visitor id uses fetch)
  'node_modules/axios/',
  // markdown is rendered at build time; the page carries HTML
  'node_modules/markdown-it/',
  // the editors and the explorer's code samples: the explorer's own chunks
  'node_modules/monaco-editor/',
  'node_modules/blockly/',
  'node_modules/@readme/httpsnippet/',
  'node_modules/ajv/',
  // the tools' sagas: started by their components (useSaga)
  'src/features/apiExplorer/apiExplorerSaga.ts',
  'src/features/tokenGenerator/tokenGeneratorSaga.ts',
  'src/features/quickstart/quickstartSaga.ts',
  'src/features/openApiFiles/openApiFilesSaga.ts',
  'src/features/opensource/opensourceSaga.ts',
];

/** Every input a file reaches through static imports only (import() is where a chunk starts). */
async function staticallyReached(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [path.join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'first-load',
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    // Gatsby's own runtime is the same on every page and not what this test is about.
    external: ['gatsby', 'gatsby-*'],
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.webp': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return walk(metafile as Metafile, entry);
}

function walk(metafile: Metafile, entry: string): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? [])
      if (imported.kind !== 'dynamic-import' && !imported.external) queue.push(imported.path);
  }
  return reached;
}

const offenders = (reached: Set<string>) =>
  LOADED_WHEN_NEEDED.filter((prefix) => [...reached].some((file) => file.includes(prefix)));

// The least each reaches, so that a walk that went wrong cannot pass: gatsby-browser.tsx itself
// reaches only its styles and src/app/deferredShell.ts, which imports the shell eagerly.
test.each([
  ['gatsby-browser.tsx', 5],
  ['src/app/shell.ts', 50],
  ['src/templates/apiReference/MethodTemplate.tsx', 50],
])(
  '%s reaches nothing that loads when needed',
  async (entry, atLeast) => {
    const reached = await staticallyReached(entry);
    expect(reached.size).toBeGreaterThan(atLeast);
    expect(offenders(reached)).toEqual([]);
  },
  60_000,
);

test('the check sees what it looks for: the persistence module reaches redux-persist', async () => {
  const reached = await staticallyReached('src/app/persist/persistence.ts');
  expect(offenders(reached)).toEqual(
    expect.arrayContaining(['node_modules/redux-persist/', 'node_modules/crypto-js/']),
  );
});
