import {
  methodPath,
  resourcePath,
  type ApiReferenceModel,
  type OperationModel,
} from '../../lib/reference';
import { readRegistry } from '../../lib/reference/registry';
import {
  environmentUrl,
  platformBaseUri,
  sampleEnvironments,
} from '../../lib/site/samples/environments';
import type { ApiLocation } from '../../lib/platform/apiLocation';
import {
  buildPlatformTarget,
  platformApiFields,
  platformApiOf,
} from '../../lib/site/samples/platformApi';
import { htmlMarkdown } from '../html/htmlMarkdown';
import { pageContent } from '../html/pageContent';
import { builtHtmlMemo, type BuiltHtmlMemo } from './builtHtmlMemo';
import type { LlmsPage } from './llmsText';
import { methodMarkdown } from './methodMarkdown';
import { modelFrames, type ModelFrames } from './modelFrames';
import { digest } from '../pages/apiReference/buildCache';
import { SAMPLE_DAY } from '../../lib/reference/sampleValues/dates';
import type { ExampleStore } from '../pages/apiReference/exampleStore';
import { pageOperation } from '../pages/apiReference/generatedExamples';
import { methodHeading } from '../../lib/site/pageContext/apiReference';

/** Where a page's markdown twin is served: `{path}index.md`. */
export const twinPath = (pathname: string) => `${pathname}index.md`;

/**
 * The base URL a method page's curl sample calls before the reader picks another: where the
 * configured platform (else the site's embedded sandbox) serves the API, by the rule of
 * lib/platform/apiLocation.ts (a string is a path under the base_uri), as the page's
 * environment picker starts.
 */
export function defaultSampleBaseUrl(
  platformApi: ApiLocation | string,
  siteOrigin: string,
): string {
  const [platform] = sampleEnvironments(platformBaseUri(siteOrigin), platformApi, []);
  return environmentUrl(platform);
}

/** A method page's markdown twin: the model it is made from, and its making given the page's title. */
export interface MethodTwin {
  model: ApiReferenceModel;
  /** What it takes from the model beside the model's frame (see `twinSources`): its method and links. */
  own: () => string;
  /** Where its curl sample calls (the model's registry entry and the site's origin). */
  baseUrl: string;
  /** The page's heading (`methodHeading`), the twin's title. */
  title: string;
  render: () => string;
}

/** The operation a method page shows, as the build stored it for the page; undefined when unknown. */
export type StoredOperation = (pathname: string) => OperationModel | undefined;

/**
 * Every method page's twin, by page path. A twin is made from the operation its page shows: the
 * one the build stored for the page (`stored`), else made again as the page made it
 * (`pageOperation`; at ten thousand operations, making them again was most of the llms step).
 */
export function methodTwins(
  models: ApiReferenceModel[],
  siteOrigin = 'http://localhost:9000',
  examples?: ExampleStore,
  stored: StoredOperation = () => undefined,
): Map<string, MethodTwin> {
  const twins = new Map<string, MethodTwin>();
  const registry = new Map(readRegistry().map((entry) => [entry.swaggerName, entry]));
  const platform = buildPlatformTarget(process.env);
  for (const model of models) {
    const fields = platformApiFields(registry.get(model.apiName), platform);
    const baseUrl = defaultSampleBaseUrl(platformApiOf(fields), siteOrigin);
    for (const category of model.categories)
      for (const resource of category.resources)
        for (const method of resource.methods) {
          const links = {
            api: model.basePath,
            resource: resourcePath(model, category, resource),
            resourceName: resource.name,
          };
          const title = methodHeading(resource.name, method.name);
          const pathname = methodPath(model, category, resource, method);
          twins.set(pathname, {
            model,
            own: () => JSON.stringify([method, links]),
            baseUrl,
            title,
            render: () => {
              const operation = stored(pathname) ?? pageOperation(model, method, examples);
              return methodMarkdown(model, operation, links, title, baseUrl);
            },
          });
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

/** A page's twin as a later build can reuse it: a digest of what it is made from, and its making. */
export interface TwinSource {
  key: string;
  render: () => string;
}

/**
 * Each page's markdown twin, made when asked for: a method page from its reference model (its HTML
 * carries the first level of each schema, the twin the page's whole budget) with the page's
 * title, direction rules and default environment; every other page from its built HTML. The
 * key covers all of it, so an unchanged key means an unchanged twin (twinCache.ts).
 */
export function twinSources(
  publicDir: string,
  models: ApiReferenceModel[],
  origin: string,
  examples?: ExampleStore,
  built: BuiltHtmlMemo = builtHtmlMemo(publicDir),
  frames: ModelFrames = modelFrames(),
  stored?: StoredOperation,
): (page: LlmsPage) => TwinSource {
  const methods = methodTwins(models, origin, examples, stored);
  // A method's twin reads its own operation and, from the rest of the model, what any of them
  // may (schemas, security schemes, names): the model's frame (modelFrames.ts). An edit to one
  // operation changes that operation's twin only.
  const { frameOf } = frames;
  return (page) => {
    const pathname = new URL(page.url).pathname;
    const method = methods.get(pathname);
    if (method)
      return {
        // the sample day: its generated examples date on it (lib/reference/sampleValues/dates.ts)
        key: digest(
          'method',
          frameOf(method.model),
          method.own(),
          method.baseUrl,
          pathname,
          method.title,
          SAMPLE_DAY,
        ),
        render: method.render,
      };
    return {
      key: digest('page', built.digest(pathname), JSON.stringify(page)),
      render: () => {
        const html = built.html(pathname);
        return (html ? builtPageMarkdown(html, page.title) : undefined) ?? pageMarkdown(page);
      },
    };
  };
}
