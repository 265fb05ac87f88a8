/** @jest-environment node */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Gatsby stitches a changed slice into pages an earlier build left gzipped only
// (gatsby/tuning/patches/pageHtml.cjs): the page's HTML is put back from its .gz first.

const load = createRequire(__filename);
const { STITCHING, stitchGzippedPages } = load('./pageHtml.cjs') as {
  STITCHING: string;
  stitchGzippedPages(stitching: unknown): boolean;
};

type Stitch = (args: { pagePath: string; publicDir: string }) => Promise<void>;

/** Gatsby's own stitching module, a copy of its exports so that the change stays in this test. */
function gatsbyStitching(): { stitchSliceForAPage: Stitch } {
  const file = load.resolve(STITCHING, { paths: [process.cwd()] });
  return { ...(load(file) as { stitchSliceForAPage: Stitch }) };
}

function site() {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-html-'));
  fs.mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true });
  fs.writeFileSync(
    path.join(publicDir, '_gatsby', 'slices', 'sidebar-1.html'),
    '<nav>new sidebar</nav>',
  );
  const page = path.join(publicDir, 'docs', 'guide');
  fs.mkdirSync(page, { recursive: true });
  const html =
    '<main><!-- slice-start id="sidebar-1" --><nav>old sidebar</nav><!-- slice-end id="sidebar-1" --><h1>Guide</h1></main>';
  fs.writeFileSync(path.join(page, 'index.html.gz'), gzipSync(html));
  return { publicDir, page };
}

test("a gzipped-only page is put back plain and stitched by Gatsby's own code", async () => {
  const { publicDir, page } = site();
  const stitching = gatsbyStitching();
  expect(stitchGzippedPages(stitching)).toBe(true);
  await stitching.stitchSliceForAPage({ pagePath: '/docs/guide/', publicDir });
  const html = fs.readFileSync(path.join(page, 'index.html'), 'utf8');
  expect(html).toContain('<nav>new sidebar</nav>');
  expect(html).not.toContain('old sidebar');
  expect(html).toContain('<h1>Guide</h1>');
});

test("without the change Gatsby's stitching cannot read such a page", async () => {
  const { publicDir } = site();
  await expect(
    gatsbyStitching().stitchSliceForAPage({ pagePath: '/docs/guide/', publicDir }),
  ).rejects.toThrow(/ENOENT/);
});

test('a plain page is left to Gatsby as it is; a module of another shape is not changed', async () => {
  const { publicDir, page } = site();
  fs.writeFileSync(path.join(page, 'index.html'), '<main><h1>Plain</h1></main>');
  const stitching = gatsbyStitching();
  stitchGzippedPages(stitching);
  await stitching.stitchSliceForAPage({ pagePath: '/docs/guide/', publicDir });
  expect(fs.readFileSync(path.join(page, 'index.html'), 'utf8')).toBe(
    '<main><h1>Plain</h1></main>',
  );
  expect(stitchGzippedPages({})).toBe(false);
});
