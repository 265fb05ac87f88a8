import type { ApiReferenceModel } from '../../../lib/reference/model';
import { categoryPath, methodPath, resourcePath, webhookPath } from '../../../lib/reference/urls';
import type { SearchDocument } from '../../../lib/search/searchDocument';
import { methodTitle } from './methodTitle';
import { operationFieldNames } from './schemaFieldNames';
import { textOf } from './text';

/**
 * One search document per API reference page: landing, category, resource and method pages,
 * the primary version first so exact matches name the current version before legacy ones.
 */
export function apiReferenceDocuments(models: ApiReferenceModel[]): SearchDocument[] {
  const ordered = [...models].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const docs: SearchDocument[] = [];
  for (const model of ordered) {
    const apiName = model.isPrimary ? model.displayName : `${model.displayName} ${model.version}`;
    const legacy = model.isPrimary ? '' : ` (${model.version})`;
    const legacyFlag = model.isPrimary ? {} : { legacy: true };
    docs.push({
      id: model.basePath,
      title: `${model.displayName} reference${legacy}`,
      url: model.basePath,
      category: 'Developer',
      kind: 'api-landing',
      apiName,
      ...legacyFlag,
      summary: textOf(model.descriptionHtml),
      headings: model.categories.map((c) => c.name),
    });
    for (const category of model.categories) {
      const url = categoryPath(model, category);
      docs.push({
        id: url,
        title: `${category.name}${legacy}`,
        url,
        category: 'Developer',
        kind: 'api-category',
        apiName,
        ...legacyFlag,
        summary: category.summary || textOf(category.descriptionHtml),
        body: textOf(category.descriptionHtml),
        headings: category.resources.map((r) => r.name),
      });
      for (const resource of category.resources) {
        const url = resourcePath(model, category, resource);
        docs.push({
          id: url,
          title: `${resource.name}${legacy}`,
          url,
          category: 'Developer',
          kind: 'api-resource',
          apiName,
          ...legacyFlag,
          summary: textOf(resource.descriptionHtml),
          headings: [category.name, ...resource.methods.map((m) => m.name)],
        });
        for (const operation of resource.methods) {
          const url = methodPath(model, category, resource, operation);
          const { fields, requestFields } = operationFieldNames(operation, model.schemas);
          const parameters = operation.parameters.map((p) => p.name);
          docs.push({
            id: url,
            title: `${methodTitle(operation, resource)}${legacy}`,
            url,
            category: 'Developer',
            kind: 'api',
            apiName,
            ...legacyFlag,
            summary: operation.summary,
            body: textOf(operation.descriptionHtml),
            headings: [resource.name, category.name],
            method: operation.httpMethod,
            path: operation.path,
            operationId: operation.operationId,
            sdkMethodName: operation.sdkMethodName,
            parameters,
            fields,
            requestFields: [...parameters, ...requestFields],
          });
        }
      }
    }
    for (const webhook of model.webhooks ?? []) {
      // OAS 3.1 webhooks are found like methods (docs/behaviour.md §2.1)
      const url = webhookPath(model, webhook);
      docs.push({
        id: url,
        title: `Webhook: ${webhook.name}${legacy}`,
        url,
        category: 'Developer',
        kind: 'api',
        apiName,
        ...legacyFlag,
        summary: webhook.summary,
        body: textOf(webhook.descriptionHtml),
        headings: ['Webhooks'],
        method: webhook.httpMethod,
        operationId: webhook.operationId,
        fields: operationFieldNames(webhook, model.schemas).fields,
      });
    }
  }
  return docs;
}
