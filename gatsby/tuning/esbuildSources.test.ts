/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileWithEsbuild, compiledByEsbuild } from './esbuildSources';

// The loader webpack runs, called the way webpack calls it.
const esbuildLoader = jest.requireActual<(this: object, source: string) => void>(
  './webpack/esbuildLoader.cjs',
);

function runLoader(source: string, resourcePath: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    esbuildLoader.call(
      {
        resourcePath,
        getOptions: () => ({ target }),
        async: () => (error: Error | null, code?: string) =>
          error ? reject(error) : resolve(code ?? ''),
      },
      source,
    );
  });
}

let root: string;
const write = (relative: string, text: string) => {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'esbuild-sources-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('compiledByEsbuild', () => {
  it('takes plain TypeScript of the project, leaving Babel what needs Gatsby', () => {
    const isEsbuild = compiledByEsbuild(root);
    expect(isEsbuild(write('src/features/a/slice.ts', 'export const a = 1;'))).toBe(true);
    expect(isEsbuild(write('src/components/Card.tsx', 'export const C = () => <p />;'))).toBe(true);
    expect(isEsbuild(write('lib/reference/model.ts', 'export type M = 1;'))).toBe(true);
    // Page components, templates and slices, and files with a GraphQL query stay with Babel.
    expect(isEsbuild(write('src/pages/index.tsx', 'export default 1;'))).toBe(false);
    expect(isEsbuild(write('src/templates/T.tsx', 'export default 1;'))).toBe(false);
    expect(isEsbuild(write('src/gatsbySlices/S.tsx', 'export default 1;'))).toBe(false);
    expect(isEsbuild(write('src/components/useUrl.ts', 'const q = graphql`{ site }`;'))).toBe(
      false,
    );
    expect(isEsbuild(write('src/components/u2.ts', 'useStaticQuery(q);'))).toBe(false);
    expect(isEsbuild(write('src/plain.js', 'export const a = 1;'))).toBe(false);
    expect(isEsbuild(write('node_modules/pkg/index.ts', 'export const a = 1;'))).toBe(false);
    expect(isEsbuild('/elsewhere/file.ts')).toBe(false);
  });
});

describe('compileWithEsbuild', () => {
  it("moves those files from Gatsby's Babel rule to an esbuild rule for the stage", () => {
    const babelRule = { test: /\.(js|mjs|jsx|ts|tsx)$/, use: ['babel'] };
    const rules: Array<Record<string, unknown>> = [{ test: /\.css$/ }, babelRule];
    compileWithEsbuild(rules, 'build-html', root);
    const file = write('src/features/b.ts', 'export const b = 2;');
    const page = write('src/pages/p.tsx', 'export default 1;');
    const excluded = babelRule as { exclude?: (file: string) => boolean };
    expect(excluded.exclude?.(file)).toBe(true);
    expect(excluded.exclude?.(page)).toBe(false);
    const added = rules.at(-1) as {
      include: (file: string) => boolean;
      use: Array<{ loader: string; options: { target: string } }>;
    };
    expect(added.include(file)).toBe(true);
    expect(added.use[0].options.target).toBe('node18');
    expect(fs.existsSync(added.use[0].loader)).toBe(false); // under this temporary root
    expect(path.basename(added.use[0].loader)).toBe('esbuildLoader.cjs');
  });

  it('leaves a configuration without the Babel rule alone', () => {
    const rules = [{ test: /\.css$/ }];
    compileWithEsbuild(rules, 'build-javascript', root);
    expect(rules).toHaveLength(1);
  });
});

describe('esbuildLoader', () => {
  it('keeps what webpack needs: lazy chunks with their names, and worker URLs', async () => {
    const code = await runLoader(
      [
        'const Lazy = lazy(() => import(/* webpackChunkName: "monaco-editor" */ \'./Editor\'));',
        "const worker = new Worker(new URL('./json.worker', import.meta.url));",
        'export const view = (p?: { a?: number }) => <b>{p?.a ?? 0}</b>;',
      ].join('\n'),
      '/site/src/features/x/View.tsx',
      'es2019',
    );
    expect(code).toContain('webpackChunkName: "monaco-editor"');
    expect(code).toMatch(/import\(\s*\/\*[^*]*\*\/\s*"\.\/Editor"\s*\)/);
    expect(code).toContain('import.meta.url');
    expect(code).toContain('from "react/jsx-runtime"');
    // ES2019 for the oldest browsers of the list: no optional chaining left.
    expect(code).not.toContain('?.');
    expect(code).not.toContain('??');
  });

  it('reports a syntax error as a loader error', async () => {
    await expect(runLoader('const = ;', '/site/src/broken.ts', 'node18')).rejects.toThrow(
      /broken\.ts/,
    );
  });
});
