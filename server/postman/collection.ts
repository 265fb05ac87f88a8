import { Collection } from 'postman-collection';
import {
  operationSeed,
  sampleValue,
  type ApiReferenceModel,
  type CategoryModel,
  type OperationModel,
  type RegistryEntry,
} from '../../lib/reference';
import { apiBaseUrlVariable } from './apiBaseUrls';
import { answersProperty, createdIds, isAccountId } from './ids';
import { guardScript, keepIdScript, sameIdScript, successScript, testEvent } from './scripts';
import { collectionVariables, textOf } from './variables';

/**
 * /v2.1/accounts/{accountId}/envelopes/{envelopeId} → /v2.1/accounts/{{accountId}}/envelopes/:envelopeId;
 * each :name takes its value from the variable {{name}} (see requestItem).
 */
export function postmanPath(template: string): { path: string; variables: string[] } {
  const variables: string[] = [];
  const path = template.replace(/\{([^}/]+)\}/g, (_whole, name: string) => {
    if (isAccountId(name)) return '{{accountId}}';
    variables.push(name);
    return `:${name}`;
  });
  return { path, variables };
}

function exampleBody(operation: OperationModel, model: ApiReferenceModel) {
  const media =
    operation.requestBody?.content.find((candidate) => /json/i.test(candidate.contentType)) ??
    operation.requestBody?.content[0];
  if (!media || media.binary) return { media, raw: undefined };
  const value =
    media.examples[0]?.value !== undefined
      ? media.examples[0].value
      : // what a client sends, with the values the method page's example shows (same seed)
        sampleValue(media.schema, {
          leaveOut: 'readOnly',
          schemas: model.schemas,
          seed: operationSeed(operation),
          api: model.apiName,
        });
  return { media, raw: typeof value === 'string' ? value : JSON.stringify(value, null, 2) };
}

/** The tests a request carries: keep the id a create answers, check a get answers its id. */
function requestTests(operation: OperationModel, model: ApiReferenceModel): string[] {
  const last = /\{([^}/]+)\}$/.exec(operation.path)?.[1];
  const checksId =
    operation.httpMethod === 'GET' && last !== undefined && answersProperty(operation, last, model);
  return [
    ...createdIds(operation, model).flatMap(keepIdScript),
    ...(checksId ? sameIdScript(last) : []),
  ];
}

function requestItem(operation: OperationModel, model: ApiReferenceModel, base: string) {
  const { path, variables } = postmanPath(operation.path);
  const parameters = operation.parameters;
  const query = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => ({
      key: parameter.name,
      value: textOf(parameter.example ?? parameter.schema.example ?? ''),
      // Optional query parameters are listed but off, so a run sends only what is needed; one
      // the spec gives an example for (listStatusChanges' from_date, which the platform needs
      // unless envelope_ids is given) is on, with that example.
      disabled: !parameter.required && parameter.example === undefined,
    }));
  // A path variable's value is a variable, so one id (set once, or by a create) serves every request.
  const pathVariables = variables.map((name) => ({ key: name, value: `{{${name}}}` }));
  const { media, raw } = exampleBody(operation, model);
  const header = [{ key: 'Accept', value: 'application/json' }];
  if (media) header.push({ key: 'Content-Type', value: media.contentType });
  for (const parameter of parameters.filter((p) => p.in === 'header' && p.required)) {
    header.push({ key: parameter.name, value: textOf(parameter.example ?? '') });
  }
  const queryString = query.length ? `?${query.map((q) => `${q.key}=${q.value}`).join('&')}` : '';
  return {
    name: operation.name,
    event: testEvent(requestTests(operation, model)),
    request: {
      method: operation.httpMethod,
      description: operation.summary,
      header,
      url: {
        raw: `${base}${path}${queryString}`,
        host: [base],
        path: path.split('/').filter(Boolean),
        query,
        variable: pathVariables,
      },
      ...(raw !== undefined
        ? { body: { mode: 'raw', raw, options: { raw: { language: 'json' } } } }
        : {}),
    },
  };
}

interface JsonUrl {
  raw?: string;
  host?: string[];
  path?: string[];
  query?: { key: string; value?: string | null; disabled?: boolean }[];
}

interface JsonItem {
  item?: JsonItem[];
  request?: { url?: JsonUrl };
}

function walkRequests(items: JsonItem[] | undefined, visit: (url: JsonUrl) => void) {
  for (const item of items ?? []) {
    if (item.item) walkRequests(item.item, visit);
    else if (item.request?.url) visit(item.request.url);
  }
}

function addRawUrl(url: JsonUrl) {
  const query = (url.query ?? [])
    .filter((parameter) => !parameter.disabled)
    .map((parameter) => `${parameter.key}=${parameter.value ?? ''}`)
    .join('&');
  url.raw = `${(url.host ?? []).join('.')}/${(url.path ?? []).join('/')}${query ? `?${query}` : ''}`;
}

/** Counts the requests of a collection's JSON (folders nested any depth). */
export function countRequests(items: unknown[]): number {
  let total = 0;
  for (const item of items as { item?: unknown[]; request?: unknown }[]) {
    if (Array.isArray(item.item)) total += countRequests(item.item);
    else if (item.request) total += 1;
  }
  return total;
}

/**
 * newman's --folder runs the first folder of that name, so a category sharing its name with one
 * of its resources (Envelopes holds Envelopes) is told apart: --folder Envelopes runs the resource.
 */
function categoryFolderName(category: CategoryModel): string {
  const clash = category.resources.some(
    (resource) => resource.name.toLowerCase() === category.name.toLowerCase(),
  );
  return clash ? `${category.name} category` : category.name;
}

/**
 * A Postman v2.1 collection of one API version: a folder per category holding a folder per
 * resource, one request per operation, all behind bearer auth {{accessToken}}, with a guard
 * that stops a request whose variables are not set.
 */
export function buildCollection(model: ApiReferenceModel, entry: RegistryEntry) {
  const { variable, hints } = collectionVariables(model, entry);
  // The API's base URL is the environment's (apiBaseUrls.ts): under its base_uri, or a host of its own.
  const base = `{{${apiBaseUrlVariable(entry)}}}`;
  const folders = model.categories.map((category) => ({
    name: categoryFolderName(category),
    description: category.summary,
    item: category.resources.map((resource) => ({
      name: resource.name,
      item: resource.methods.map((operation) => requestItem(operation, model, base)),
    })),
  }));
  // Where there is a single category named after the API, its resources are the top level.
  const item = folders.length === 1 ? folders[0].item : folders;
  const collection = new Collection({
    info: {
      name: `${model.displayName} ${model.version}`,
      description: `Generated from the ${model.swaggerName} API description by the Developer Center.`,
    },
    item,
    auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{accessToken}}', type: 'string' }] },
    event: [guardScript(hints), successScript()],
    variable,
  });
  const json = collection.toJSON();
  // postman-collection keeps URLs as parts; Postman shows (and older importers need) the raw form.
  walkRequests(json.item as JsonItem[], addRawUrl);
  const info = json.info as Record<string, unknown>;
  info.schema = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
  return json;
}
