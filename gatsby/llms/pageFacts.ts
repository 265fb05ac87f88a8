import path from 'node:path';
import { decodeHtmlEntities as decode } from '../../lib/htmlText';
import type { ApiReferenceModel } from '../../lib/reference';
import type { SearchDocument } from '../../lib/search/searchDocument';
import type { LlmsPage } from './llmsText';
import { readBuiltTextIfAny } from '../../lib/builtFiles';

const words = (slug: string) =>
  slug.replace(/[-_]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

/** Title and description of a built page, for pages the search index does not cover. */
function fromHtml(publicDir: string, pathname: string) {
  const html = readBuiltTextIfAny(path.join(publicDir, pathname, 'index.html')) ?? '';
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/i.exec(html)?.[1];
  return { title: title && decode(title), summary: description && decode(description) };
}

/** The heading a page is listed under: its API and category, else its part of the site. */
function sectionOf(pathname: string, models: ApiReferenceModel[]): string {
  const model = models.find((candidate) => pathname.startsWith(candidate.basePath));
  const api =
    model && (model.isPrimary ? model.displayName : `${model.displayName} ${model.version}`);
  if (model) {
    const slug = pathname.slice(model.basePath.length).split('/')[0];
    const category = model.categories.find((candidate) => candidate.slug === slug);
    return category ? `${api}: ${category.name}` : `${api}: Overview`;
  }
  const segments = pathname.split('/').filter(Boolean);
  const part = segments[0] === 'docs' ? segments[1] : segments[0];
  return part ? words(part) : 'Home';
}

/** Title, one-line summary, section and text of every sitemap page. */
export function pageFacts(
  urls: string[],
  publicDir: string,
  documents: SearchDocument[],
  models: ApiReferenceModel[],
): LlmsPage[] {
  const byUrl = new Map(documents.map((document) => [document.url, document]));
  return urls.map((url) => {
    const pathname = new URL(url).pathname;
    const document = byUrl.get(pathname);
    const html = document?.summary ? undefined : fromHtml(publicDir, pathname);
    const method = document?.method ? `${document.method} ${document.path}. ` : '';
    return {
      url,
      title:
        document?.title ??
        html?.title ??
        words(pathname.split('/').filter(Boolean).pop() ?? 'Home'),
      summary: `${method}${document?.summary ?? html?.summary ?? ''}`.trim(),
      section: sectionOf(pathname, models),
      body: document?.body,
    };
  });
}
