import path from 'node:path';
import { methodPath, resourcePath, type ApiReferenceModel } from '../../lib/reference';
import type { LlmsPage } from './llmsText';
import { methodMarkdown } from './methodMarkdown';
import { writeGzipped } from '../precompress';

/** Where a page's markdown twin is served: `{path}index.md`. */
export const twinPath = (pathname: string) => `${pathname}index.md`;

/** Every method page's markdown (given the page's title), by page path. */
export function methodTwins(models: ApiReferenceModel[]): Map<string, (title: string) => string> {
  const twins = new Map<string, (title: string) => string>();
  for (const model of models)
    for (const category of model.categories)
      for (const resource of category.resources)
        for (const method of resource.methods) {
          const links = {
            api: model.basePath,
            resource: resourcePath(model, category, resource),
            resourceName: resource.name,
          };
          twins.set(methodPath(model, category, resource, method), (title: string) =>
            methodMarkdown(model, method, links, title),
          );
        }
  return twins;
}

/** Any other page as markdown: its title, summary and text. */
export function pageMarkdown(page: LlmsPage): string {
  const lines = [`# ${page.title}`, ''];
  if (page.summary) lines.push(page.summary, '');
  if (page.body) lines.push(page.body.trim(), '');
  return lines.join('\n');
}

/** Writes `{path}index.md` (as `index.md.gz`) beside every page; answers how many. */
export function writeTwins(
  publicDir: string,
  pages: LlmsPage[],
  models: ApiReferenceModel[],
): number {
  const methods = methodTwins(models);
  for (const page of pages) {
    const pathname = new URL(page.url).pathname;
    const file = path.join(publicDir, twinPath(pathname));
    const method = methods.get(pathname);
    // kept gzipped only, and left alone when unchanged (gatsby/precompress.ts)
    writeGzipped(file, method ? method(page.title) : pageMarkdown(page));
  }
  return pages.length;
}
