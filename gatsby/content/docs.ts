import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { isNoIndexPath } from '../../lib/site/noindex';
import { normalizeInternalPath } from '../../lib/site/links';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, truncateMeta } from '../../lib/site/metaLimits';
import { renderMarkdown } from './markdown';
import type { DocHeading } from './markdown';
import { apexClassMarkdown } from './apexMarkdown';
import { loadApexClasses } from './apex';

export type { DocHeading } from './markdown';

/** Page layouts a docs page can use (docs/behaviour.md §2; apiReference belongs to the reference pages). */
export type DocLayout = 'threeColumns' | 'contentfulPage' | 'apex';

/** One documentation page, as the docs pages and the search index use it. */
export interface DocPage {
  /** Site path, lower case with a trailing slash. */
  path: string;
  /** Page title, at most 60 characters. */
  title: string;
  /** Meta description, at most 150 characters. */
  description: string;
  html: string;
  /** Plain text of the body, for search. */
  text: string;
  layout: DocLayout;
  /** The documentation base path segment: "esign-rest-api", "salesforce", ... */
  section: string;
  /** Site path of the section's social-sharing image. */
  socialImage: string;
  noindex: boolean;
  headings: DocHeading[];
  /** Position in the section's navigation (landing page first). */
  order?: number;
  /** Shorter label for the left navigation. */
  navTitle?: string;
  /** For Apex toolkit class pages: the class shown. */
  apexClass?: string;
}

export const DOCS_CONTENT_DIR = path.resolve(__dirname, '../../content/docs');
const LAYOUTS: readonly DocLayout[] = ['threeColumns', 'contentfulPage', 'apex'];

/** The social image of a documentation base path. */
export function socialImageFor(section: string): string {
  return `/images/social/${section || 'default'}.png`;
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** content/docs/a/b.md → /docs/a/b/, content/docs/a/index.md → /docs/a/. */
export function pathForFile(file: string, root: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const withoutExt = relative.replace(/\.md$/, '').replace(/(^|\/)index$/, '');
  return normalizeInternalPath(`/docs/${withoutExt}`.replace(/\/+$/, ''));
}

type PageInput = Omit<
  DocPage,
  'path' | 'title' | 'description' | 'socialImage' | 'noindex' | 'section'
> & {
  path: string;
  title: string;
  description?: string;
  noindex?: boolean;
  socialImage?: string;
};

/** Applies the shared rules (limits, section, image, noindex) to a page built from any source. */
export function finishPage(input: PageInput): DocPage {
  const pagePath = normalizeInternalPath(input.path);
  const section = pagePath.split('/').filter(Boolean)[1] ?? '';
  return {
    ...input,
    path: pagePath,
    title: truncateMeta(input.title, META_TITLE_MAX),
    description: truncateMeta(input.description || input.text, META_DESCRIPTION_MAX),
    section,
    socialImage: input.socialImage ?? socialImageFor(section),
    // Front matter may add noindex, never lift the required one of docs/behaviour.md §2.
    noindex: input.noindex === true || isNoIndexPath(pagePath),
  };
}

/** Reads one markdown file; a missing title or unknown layout fails with the file named. */
export function parseDocFile(source: string, file: string, root: string): DocPage {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new Error(`Docs page ${file}: bad front matter: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const { data, content } = parsed;
  const title = typeof data.title === 'string' ? data.title : '';
  if (!title) throw new Error(`Docs page ${file} has no "title" in its front matter`);
  const layout = (data.layout ?? 'threeColumns') as DocLayout;
  if (!LAYOUTS.includes(layout))
    throw new Error(`Docs page ${file}: unknown layout "${String(data.layout)}"`);
  const pagePath = typeof data.path === 'string' ? data.path : pathForFile(file, root);
  const rendered = renderMarkdown(content, normalizeInternalPath(pagePath));
  return finishPage({
    path: pagePath,
    title,
    description: typeof data.description === 'string' ? data.description : undefined,
    layout,
    ...rendered,
    noindex: typeof data.noindex === 'boolean' ? data.noindex : undefined,
    socialImage: typeof data.socialImage === 'string' ? data.socialImage : undefined,
    order: typeof data.order === 'number' ? data.order : undefined,
    navTitle: typeof data.navTitle === 'string' ? data.navTitle : undefined,
  });
}

/** Every documentation page: the markdown of content/docs and the Apex toolkit class pages. */
export function loadDocsContent(root: string = DOCS_CONTENT_DIR): DocPage[] {
  const pages = markdownFiles(root).map((file) =>
    parseDocFile(fs.readFileSync(file, 'utf8'), file, root),
  );
  const apexPages = loadApexClasses(path.join(root, 'salesforce', 'apex')).map((apexClass, index) =>
    finishPage({
      path: apexClass.path,
      title: `${apexClass.name} class: Apex toolkit`,
      description: apexClass.summary,
      layout: 'apex',
      ...renderMarkdown(apexClassMarkdown(apexClass), apexClass.path),
      order: 100 + index,
      navTitle: apexClass.name,
      apexClass: apexClass.name,
    }),
  );
  const all = [...pages, ...apexPages];
  const seen = new Set<string>();
  for (const page of all) {
    if (seen.has(page.path)) throw new Error(`Two docs pages share the path ${page.path}`);
    seen.add(page.path);
  }
  return all.sort((a, b) => a.path.localeCompare(b.path));
}
