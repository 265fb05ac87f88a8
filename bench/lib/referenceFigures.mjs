// The figures of a built API reference: pages, public/ size, page-data spread, the largest
// schema file and the heaviest method page's transfer.
import fs from 'node:fs';
import path from 'node:path';
import {
  firstLoadCssGzip,
  firstLoadJsGzip,
  gzipBytes,
  isPageHtml,
  METHOD_PAGE_DATA,
  readPlain,
  walk,
} from './publicFiles.mjs';

/**
 * Where a build writes its schema files (paths relative to public/), the first that matches
 * wins and is printed: today one chunk per named schema and API version.
 */
export const SCHEMA_PATTERNS = [
  {
    // kept gzipped only since issue 25 (gatsby/precompress.ts): the sizes are the stored ones
    name: 'api-schemas/<api>/<version>/<schema>.json[.gz]',
    test: /^api-schemas\/[^/]+\/[^/]+\/[^/]+\.json(\.gz)?$/,
  },
];

const nearestRank = (sorted, p) => (sorted.length ? sorted[Math.ceil(p * sorted.length) - 1] : 0);

function spread(files) {
  const sorted = files.map((f) => f.bytes).sort((a, b) => a - b);
  const largest = files.reduce((top, f) => (f.bytes > (top?.bytes ?? -1) ? f : top), undefined);
  return {
    count: files.length,
    median: nearestRank(sorted, 0.5),
    p90: nearestRank(sorted, 0.9),
    largest,
  };
}

function schemaFiles(files) {
  for (const pattern of SCHEMA_PATTERNS) {
    const matched = files.filter((f) => pattern.test.test(f.relative));
    if (matched.length > 0) {
      const bytes = matched.reduce((sum, f) => sum + f.bytes, 0);
      return { pattern: pattern.name, bytes, ...spread(matched) };
    }
  }
  return undefined;
}

/**
 * What else a page's first load fetches besides its page-data: the slices it names (Gatsby
 * slice-data, e.g. a shared sidebar) and its static query results; 0 bytes when it has none.
 */
function linkedDataGzip(publicDir, pageDataFile) {
  const pageData = JSON.parse(fs.readFileSync(pageDataFile, 'utf8'));
  const files = [
    ...[...new Set(Object.values(pageData.slicesMap ?? {}))].map(
      (name) => `slice-data/${name}.json`,
    ),
    ...(pageData.staticQueryHashes ?? []).map((hash) => `page-data/sq/d/${hash}.json`),
  ].map((relative) => path.join(publicDir, relative));
  return files
    .filter((file) => fs.existsSync(file))
    .reduce((sum, file) => sum + gzipBytes(fs.readFileSync(file)), 0);
}

/**
 * A built file's plain bytes, also when it is kept gzipped only: then from the gzip trailer's
 * ISIZE (the last four bytes), without decompressing it. 0 when it is neither.
 */
function plainBytes(file) {
  const plain = fs.statSync(file, { throwIfNoEntry: false });
  if (plain) return plain.size;
  const gzipped = fs.statSync(`${file}.gz`, { throwIfNoEntry: false });
  if (!gzipped || gzipped.size < 4) return 0;
  const fd = fs.openSync(`${file}.gz`, 'r');
  try {
    const trailer = Buffer.alloc(4);
    fs.readSync(fd, trailer, 0, 4, gzipped.size - 4);
    return trailer.readUInt32LE(0);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * gzip of HTML + page-data + first-load JS (and the slice and static query data the page
 * loads, shown apart) for the method pages with the most raw bytes.
 */
function heaviestMethodPage(publicDir, methodPageData, candidates = 8) {
  const jsCache = new Map();
  const pages = methodPageData.map((f) => {
    const route = path.dirname(path.relative(path.join(publicDir, 'page-data'), f.file));
    const html = path.join(publicDir, route, 'index.html');
    return {
      route,
      html,
      pageData: f.file,
      // (the plain HTML's bytes, also when it is kept gzipped only)
      raw: f.bytes + plainBytes(html),
    };
  });
  pages.sort((a, b) => b.raw - a.raw);
  let heaviest;
  for (const page of pages.slice(0, candidates)) {
    const plain = readPlain(page.html);
    if (!plain) continue;
    const html = gzipBytes(plain);
    const pageData = gzipBytes(fs.readFileSync(page.pageData));
    const linkedData = linkedDataGzip(publicDir, page.pageData);
    const js = firstLoadJsGzip(publicDir, page.html, jsCache).bytes;
    const css = firstLoadCssGzip(publicDir, page.html, jsCache);
    const total = html + pageData + js + css;
    if (!heaviest || total > heaviest.total)
      heaviest = {
        route: `/${page.route.split(path.sep).join('/')}/`,
        html,
        pageData,
        linkedData,
        js,
        css,
        total,
      };
  }
  return heaviest;
}

/** Which kind of file a public/ path is, to show where the bytes go. */
function kindOf(relative) {
  const top = relative.split('/')[0];
  if (['page-data', 'slice-data', 'api-schemas'].includes(top)) return top;
  if (/\.html(\.gz)?$/.test(relative)) return top === '_gatsby' ? 'slice HTML' : 'page HTML';
  if (relative.endsWith('.map')) return 'source maps';
  if (relative.endsWith('.js')) return 'JS';
  return relative.includes('/') ? `${top}/` : 'other';
}

/** Which reference page a page-data file belongs to, by its path. */
function pageKind(relative) {
  const match = /\/reference\/(.*)page-data\.json$/.exec(relative);
  if (!match) return 'other';
  const depth = match[1].split('/').length - 1;
  return ['landing', 'category', 'resource', 'method'][depth] ?? 'other';
}

function spreadByPageKind(pageData) {
  const groups = new Map();
  for (const f of pageData)
    groups.set(pageKind(f.relative), [...(groups.get(pageKind(f.relative)) ?? []), f]);
  return Object.fromEntries(
    [...groups].map(([kind, files]) => {
      const { count, median, largest } = spread(files);
      return [kind, { count, median, max: largest?.bytes ?? 0 }];
    }),
  );
}

function bytesByKind(files) {
  const totals = new Map();
  for (const f of files)
    totals.set(kindOf(f.relative), (totals.get(kindOf(f.relative)) ?? 0) + f.bytes);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * The page that shows each costly shape (bench/corpus/README.md, "The costly shapes"), by its
 * path in a build of the corpus; shape.test.ts checks that every one is a page of the corpus.
 */
const SHAPE_PAGES = JSON.parse(
  fs.readFileSync(new URL('../corpus/lib/shapes/pages.json', import.meta.url), 'utf8'),
);

/**
 * The page-data and HTML of each costly shape's page (SHAPE_PAGES), with
 * the page parts its data left out to stay within budget (loaded on demand; kept gzipped only,
 * their bytes are the .gz files').
 */
function shapePages(publicDir) {
  const size = (relative) => {
    const file = path.join(publicDir, relative);
    return fs.existsSync(file) ? fs.statSync(file).size : undefined;
  };
  return SHAPE_PAGES.map(({ shape, page }) => {
    const pageDataFile = path.join(publicDir, 'page-data', page, 'page-data.json');
    const parts = fs.existsSync(pageDataFile)
      ? [...fs.readFileSync(pageDataFile, 'utf8').matchAll(/"part":"([0-9a-f]{16})"/g)]
      : [];
    const partFiles = [...new Set(parts.map((match) => match[1]))];
    return {
      shape,
      page,
      pageData: size(path.join('page-data', page, 'page-data.json')),
      // the HTML a browser gets, also when the build keeps it gzipped only
      html: readPlain(path.join(publicDir, page, 'index.html'))?.length,
      parts: partFiles.length,
      partBytes: partFiles.reduce(
        (sum, name) => sum + (size(path.join('page-parts', `${name}.json.gz`)) ?? 0),
        0,
      ),
    };
  });
}

export function referenceFigures(publicDir) {
  const files = [];
  walk(publicDir, (file) => {
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    files.push({ file, relative, bytes: fs.statSync(file).size });
  });
  const pageData = files.filter(
    (f) => f.relative.startsWith('page-data/') && f.relative.endsWith('/page-data.json'),
  );
  const methodPageData = pageData.filter((f) => METHOD_PAGE_DATA.test(`/${f.relative}`));
  return {
    // Every page Gatsby renders is a folder with an index.html.
    // (kept gzipped only: gatsby/html/pageHtmlFiles.ts)
    pages: files.filter((f) => isPageHtml(f.file)).length,
    publicBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    publicByKind: bytesByKind(files),
    pageData: {
      ...spread(pageData),
      over100KB: pageData.filter((f) => f.bytes > 100 * 1024).length,
    },
    pageDataByKind: spreadByPageKind(pageData),
    methodPageData: spread(methodPageData),
    schemas: schemaFiles(files),
    largestFile: files
      .filter((f) => !f.relative.endsWith('.map'))
      .reduce((top, f) => (f.bytes > (top?.bytes ?? -1) ? f : top), undefined),
    heaviest: heaviestMethodPage(publicDir, methodPageData),
    shapes: shapePages(publicDir),
  };
}
