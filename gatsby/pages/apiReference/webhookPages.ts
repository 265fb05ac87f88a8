import type { ApiReferenceModel } from '../../../lib/reference/model';
import type {
  CategoryPageContext,
  Crumb,
  MethodPageContext,
  ReferencePageBase,
} from '../../../lib/site/pageContext/apiReference';
import { webhookPath, webhooksPath } from '../../../lib/reference/urls';
import { listPagePaths, pageLabel, pageListings, pagerOf, pageCrumb } from './listPages';
import { methodExtras, type OperationForPage } from './methodExtras';
import type { ReferencePage } from './pageContexts';
import { textOf } from './seo';
import type { PagePosition } from './versions';

/** The fields every reference page has, for a path, position, title, description and trail. */
export type PageBase = (
  path: string,
  at: PagePosition,
  title: string,
  description: string,
  breadcrumbs: Crumb[],
) => ReferencePageBase;

/**
 * OAS 3.1 webhooks: their list page (continued over pages when long) and one page each, in the
 * sidebar under their own heading (docs/behaviour.md §2.1).
 */
export function webhookPages(
  model: ApiReferenceModel,
  options: { operationForPage: OperationForPage; siteUrl: string },
  base: PageBase,
  apiCrumb: Crumb,
): ReferencePage[] {
  const webhooks = model.webhooks ?? [];
  const listPath = webhooksPath(model);
  const listCrumb = { label: 'Webhooks', path: listPath };
  const methods = webhooks.map((webhook) => ({
    name: webhook.name,
    path: webhookPath(model, webhook),
    httpMethod: webhook.httpMethod,
    apiPath: webhook.path,
    summary: webhook.summary,
    deprecated: webhook.deprecated,
  }));
  const listed = pageListings([{ name: 'Webhooks', path: listPath, methods }]);
  const paths = listPagePaths(
    listPath,
    listed.length,
    webhooks.map((webhook) => webhook.slug),
  );
  const pages: ReferencePage[] = listed.map((resources, page) => {
    const context: CategoryPageContext = {
      ...base(
        paths[page],
        {},
        `Webhooks${pageLabel(paths, page)} - ${model.displayName} ${model.version}`,
        `Requests ${model.displayName} sends to URLs you register`,
        page === 0 ? [apiCrumb, listCrumb] : [apiCrumb, listCrumb, pageCrumb(paths, page)],
      ),
      category: {
        name: 'Webhooks',
        summary: page === 0 ? `Requests ${model.displayName} sends to URLs you register.` : '',
        descriptionHtml: '',
      },
      resources,
      ...pagerOf(paths, page),
    };
    return { template: 'category', path: paths[page], context };
  });
  webhooks.forEach((webhook, index) => {
    const path = methods[index].path;
    const context: MethodPageContext = {
      ...base(
        path,
        {},
        `Webhook ${webhook.name} - ${model.displayName}`,
        webhook.summary || textOf(webhook.descriptionHtml),
        [apiCrumb, listCrumb, { label: webhook.name, path }],
      ),
      category: { name: 'Webhooks', path: listPath },
      resource: { name: 'Webhooks', path: listPath },
      ...methodExtras(model, webhook, options.operationForPage),
      // the API sends a webhook: there is no server to call and no sample to run
      servers: [],
      platformBasePath: '',
      siteOrigin: new URL(options.siteUrl).origin,
      webhook: true,
    };
    pages.push({ template: 'method', path, context });
  });
  return pages;
}
