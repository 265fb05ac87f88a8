import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Actions } from 'gatsby';
import { joinPage, PAGE_CONTEXT_BYTES, pagePartFile, pagePartRefs } from '../../lib/site/pageParts';
import { hasPageParts, prunePageParts, withPageBudget } from './pageParts';

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-parts-'));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const readPart = (name: string) =>
  JSON.parse(
    gunzipSync(fs.readFileSync(path.join(publicDir, `${pagePartFile(name)}.gz`))).toString(),
  );

test('createPage gets a context over budget cut, its parts written gzipped into public/', () => {
  const createPage = jest.fn();
  const rows = Array.from({ length: 3000 }, (_, i) => ({ name: `row ${i}`, text: 'x'.repeat(60) }));
  const context = { pagePath: '/changelog/', rows };
  withPageBudget(
    createPage as unknown as Actions['createPage'],
    publicDir,
  )({
    path: '/changelog/',
    component: '/t.tsx',
    context,
  });
  const sent = createPage.mock.calls[0][0].context;
  expect(JSON.stringify(sent).length).toBeLessThanOrEqual(PAGE_CONTEXT_BYTES);
  const names = pagePartRefs(sent).map((ref) => ref.part);
  expect(names.length).toBeGreaterThan(0);
  expect(hasPageParts(publicDir, names)).toBe(true);
  expect(joinPage(sent, Object.fromEntries(names.map((n) => [n, readPart(n)])))).toEqual(context);
});

test('a context within budget goes to createPage as it is', () => {
  const createPage = jest.fn();
  const page = { path: '/a/', component: '/t.tsx', context: { title: 'A' } };
  withPageBudget(createPage as unknown as Actions['createPage'], publicDir)(page);
  expect(createPage).toHaveBeenCalledWith(page);
  expect(fs.existsSync(path.join(publicDir, 'page-parts'))).toBe(false);
});

test('pruning drops the parts no page of this build uses and keeps the others', () => {
  const dir = path.join(publicDir, 'page-parts');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, '0123456789abcdef.json.gz'), 'old');
  fs.writeFileSync(path.join(dir, 'fedcba9876543210.json.gz'), 'kept');
  expect(hasPageParts(publicDir, ['fedcba9876543210'])).toBe(true);
  expect(prunePageParts(publicDir)).toBe(1);
  expect(fs.readdirSync(dir)).toEqual(['fedcba9876543210.json.gz']);
});
