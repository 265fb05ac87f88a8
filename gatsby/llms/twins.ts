import fs from 'node:fs';
import path from 'node:path';
import { methodPath, resourcePath, type ApiReferenceModel } from '../../lib/reference';
import { readRegistry } from '../../lib/reference/registry';
import {
  environmentUrl,
  platformBaseUri,
  sampleEnvironments,
} from '../../lib/site/samples/environments';
import { htmlMarkdown } from '../html/htmlMarkdown';
import { pageContent, pageHeading } from '../html/pageContent';
import type { LlmsPage } from './llmsText';
import { methodMarkdown } from './methodMarkdown';

/** Where a page's markdown twin is served: `{path}index.md`. */
export const twinPath = (pathname: string) => `${pathname}index.md`;

/**
 * The base URL a method page's curl sample calls before the reader picks another: the
 * configured platform's base_uri (else the site's embedded sandbox) + the registry's
 * apiBasePathDemo, as the page's environment picker starts.
 */
export function defaultSampleBaseUrl(apiBasePathDemo: string, siteOrigin: string): string {
  const [platform] = sampleEnvironments(platformBaseUri(siteOrigin), apiBasePathDemo, []);
  return environmentUrl(platform);
}

/** Every method page's markdown (given the page's title), by page path. */
export function methodTwins(
  models: ApiReferenceModel[],
  siteOrigin = 'http://localhost:9000',
): Map<string, (title: string) => string> {
  const twins = new Map<string, (title: string) => string>();
  const registry = new Map(readRegistry().map((entry) => [entry.swaggerName, entry]));
  for (const model of models) {
    const basePath = registry.get(model.apiName)?.apiBasePathDemo ?? '';
    const baseUrl = defaultSampleBaseUrl(basePath, siteOrigin);
    for (const category of model.categories)
      for (const resource of category.resources)
        for (const method of resource.methods) {
          const links = {
            api: model.basePath,
            resource: resourcePath(model, category, resource),
            resourceName: resource.name,
          };
          twins.set(methodPath(model, category, resource, method), (title: string) =>
            methodMarkdown(model, method, links, title, baseUrl),
          );
        }
  }
  return twins;
}

/** A page known only by its facts (no built HTML): its title, summary and text. */
export function pageMarkdown(page: LlmsPage): string {
  const lines = [`# ${page.title}`, ''];
  if (page.summary) lines.push(page.summary, '');
  if (page.body) lines.push(page.body.trim(), '');
  return lines.join('\n');
}

/**
 * A built page as markdown, from the HTML a visitor gets: its main content through the one
 * HTML → markdown renderer (so tables stay tables and nothing the page hides is said).
 */
export function builtPageMarkdown(html: string, fallbackTitle: string): string | undefined {
  const content = pageContent(html);
  const body = htmlMarkdown(content.main);
  if (body === '') return undefined;
  const title = /^# /.test(body)
    ? ''
    : `# ${content.heading || content.title || fallbackTitle}\n\n`;
  return `${title}${body}\n`;
}

/**
 * A page's markdown twin, rendered when asked for: a method page from its reference model (its HTML
 * carries the first level of each schema, the twin the page's whole budget) with the page's
 * title, direction rules and default environment; every other page from its built HTML.
 */
export function twinRenderer(
  publicDir: string,
  models: ApiReferenceModel[],
  origin: string,
): (page: LlmsPage) => string {
  const methods = methodTwins(models, origin);
  return (page) => {
    const pathname = new URL(page.url).pathname;
    const file = path.join(publicDir, pathname, 'index.html');
    const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    const method = methods.get(pathname);
    if (method) return method((html && pageHeading(html)) || page.title);
    const built = html ? builtPageMarkdown(html, page.title) : undefined;
    return built ?? pageMarkdown(page);
  };
}
