import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readBuiltText } from '../../lib/builtFiles';
import { test, expect } from './fixtures';
import { gatsbyBuild, siteCopy, startWideServer, type WideSite } from './wide/wideSite';

// Rebuilds with the .cache of the build before (docs/performance.md, "Rebuilds"): a spec edit
// renders again only the pages that spec feeds, a template edit every page of that template, a
// CSS edit every page, so none keeps linking the old stylesheet. The CSS test comes last: the
// server it starts removes the site when it stops.

// Each test runs a whole-site rebuild (about a minute alone; more beside the other group of
// specs). The build is synchronous, so an over-long one fails the test at its next await.
test.describe.configure({ timeout: 300_000 });

let site: WideSite;
const APIS = ['/docs/click-api', '/docs/monitor-api'];

/** Every built HTML file under a folder of public/, with its modification time. */
function htmlTimes(folder: string): Map<string, number> {
  const times = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // kept gzipped only once a build is done (gatsby/html/pageHtmlFiles.ts), and written
      // again only when its HTML changed: keyed by the plain file's name
      else if (entry.name === 'index.html.gz')
        times.set(full.slice(0, -'.gz'.length), fs.statSync(full).mtimeMs);
    }
  };
  walk(path.join(site.dir, 'public', folder));
  return times;
}

const stylesheetOf = (file: string) =>
  /<link rel="stylesheet" href="(\/styles\.[0-9a-f]+\.css)"/.exec(readBuiltText(file))?.[1];

test.afterAll(() => fs.rmSync(site.dir, { recursive: true, force: true }));

test.beforeAll(() => {
  test.setTimeout(900_000); // a cold build and two rebuilds of a whole site
  const dir = siteCopy('devcenter-rebuilds-');
  const specs = path.join(dir, 'rebuild-specs');
  fs.mkdirSync(specs);
  const registry = JSON.parse(
    fs.readFileSync(path.join(dir, 'content/apis/registry.json'), 'utf8'),
  );
  const entries = registry.filter((entry: { route: string }) => APIS.includes(entry.route));
  for (const entry of entries)
    for (const name of fs.readdirSync(path.join(dir, 'content/apis/specs')))
      if (name.startsWith(`${entry.swaggerName}.`))
        fs.copyFileSync(path.join(dir, 'content/apis/specs', name), path.join(specs, name));
  fs.writeFileSync(path.join(specs, 'registry.json'), JSON.stringify(entries));
  site = {
    dir,
    env: {
      DEVCENTER_API_REGISTRY: path.join(specs, 'registry.json'),
      DEVCENTER_SPECS_DIR: specs,
      GATSBY_TELEMETRY_DISABLED: '1',
    },
  };
  gatsbyBuild(site);
});

test('a spec edit renders again only the pages that spec feeds', () => {
  const monitorBefore = htmlTimes('docs/monitor-api');
  const specs = site.env.DEVCENTER_SPECS_DIR;
  const file = path.join(
    specs,
    fs.readdirSync(specs).find((name) => name.startsWith('click-v1'))!,
  );
  const spec = JSON.parse(fs.readFileSync(file, 'utf8'));
  const [firstPath] = Object.keys(spec.paths);
  const [method] = Object.keys(spec.paths[firstPath]);
  spec.paths[firstPath][method].summary = 'Summary edited between two builds.';
  fs.writeFileSync(file, JSON.stringify(spec));
  gatsbyBuild(site);

  expect(htmlTimes('docs/monitor-api')).toEqual(monitorBefore);
  const clickPages = [...htmlTimes('docs/click-api').keys()];
  const edited = clickPages.filter((page) =>
    readBuiltText(page).includes('Summary edited between two builds.'),
  );
  expect(edited.length).toBeGreaterThan(0);
  // its markdown twin says it too: the llms step made that twin again (gatsby/llms/twinCache.ts)
  const methodPage = edited.find(
    (page) =>
      /reference\/[^/]+\/[^/]+\/[^/]+\/index\.html$/.test(page) && !/\/page-\d+\//.test(page),
  );
  const twin = gunzipSync(
    fs.readFileSync(path.join(path.dirname(methodPage!), 'index.md.gz')),
  ).toString('utf8');
  expect(twin).toContain('Summary edited between two builds.');
});

test('a template edit renders again every page of that template, and only those', () => {
  const before = htmlTimes('docs');
  const template = path.join(site.dir, 'src/templates/apiReference/MethodTemplate.tsx');
  const code = fs.readFileSync(template, 'utf8');
  expect(code).toContain('        <MethodDetail\n');
  fs.writeFileSync(
    template,
    code.replace(
      '        <MethodDetail\n',
      '        <p className="edited">Template edited between two builds.</p>\n        <MethodDetail\n',
    ),
  );
  gatsbyBuild(site);

  const isMethodPage = (file: string) =>
    /reference\/[^/]+\/[^/]+\/[^/]+\/index\.html$/.test(file) && !/\/page-\d+\//.test(file);
  const pages = [...before.keys()];
  const methodPages = pages.filter(isMethodPage);
  expect(methodPages.length).toBeGreaterThan(10);
  const says = (file: string) =>
    readBuiltText(file).includes('Template edited between two builds.');
  expect(methodPages.filter((file) => !says(file))).toEqual([]);
  expect(pages.filter((file) => !isMethodPage(file) && says(file))).toEqual([]);
});

test('a CSS edit renders every page again with the new stylesheet, which the page applies', async ({
  page,
}) => {
  const pages = [...htmlTimes('docs').keys()];
  const before = stylesheetOf(pages[0]);
  fs.appendFileSync(
    path.join(site.dir, 'src/styles/site.css'),
    '\n.ref-endpoint { outline: 3px solid rgb(1, 2, 3); }\n',
  );
  gatsbyBuild(site);

  const after = stylesheetOf(pages[0]);
  expect(after).toBeDefined();
  expect(after).not.toBe(before);
  expect(fs.existsSync(path.join(site.dir, 'public', after!))).toBe(true);
  const stale = pages.filter((file) => stylesheetOf(file) !== after);
  expect(stale).toEqual([]);

  const server = await startWideServer(site);
  try {
    const publicDir = path.join(site.dir, 'public');
    const method = pages
      .map((file) => path.relative(publicDir, path.dirname(file)).split(path.sep).join('/'))
      .find((route) => /^docs\/click-api\/reference\/[^/]+\/[^/]+\/[^/]+$/.test(route));
    await page.goto(`${server.url}/${method}/`);
    await expect(page.locator('.ref-endpoint').first()).toHaveCSS('outline-color', 'rgb(1, 2, 3)');
  } finally {
    server.stop();
  }
});
