import { randomUUID } from 'node:crypto';
import {
  operationSeed,
  sampleValue,
  type ParameterModel,
  type SchemaModel,
} from '../../../lib/reference';
import { multipartMedia } from '../responder/multipart';
import { isAccountParameter, type PlannedOperation } from './plan';

/** Ids the sweep learnt from answers, by API and parameter name (plain: no case, no `_`). */
export interface KnownIds {
  /** From a create's answer or a list's first item: the id of something that exists. */
  strong: Map<string, string>;
  /** Any value under a key named like a path parameter, somewhere in an answer. */
  weak: Map<string, string>;
}

export const plain = (name: string) => name.replace(/_/g, '').toLowerCase();
export const idKey = (planned: PlannedOperation, name: string) =>
  `${planned.api.basePath} ${plain(name)}`;

/** Whether every id an operation's path needs is known (learnt from an answer). */
export const idsKnown = (known: KnownIds, planned: PlannedOperation) =>
  planned.needs.every(
    (name) => known.strong.has(idKey(planned, name)) || known.weak.has(idKey(planned, name)),
  );

/** A value a parameter's schema accepts, for parameters no answer named. */
function sampledParameter(
  planned: PlannedOperation,
  parameter: ParameterModel,
  schemas: Record<string, SchemaModel>,
) {
  if (parameter.example !== undefined) return String(parameter.example);
  const sample = sampleValue(parameter.schema, {
    leaveOut: 'readOnly',
    schemas,
    name: parameter.name,
    seed: operationSeed(planned.operation),
    api: planned.api.model.swaggerName,
  });
  return typeof sample === 'object' ? JSON.stringify(sample) : String(sample);
}

/** A made-up id of the parameter's type that nothing answered: what "not found" is tried with. */
export function unknownId(parameter: ParameterModel): string | undefined {
  if (parameter.schema.enum?.length) return undefined;
  const numeric = parameter.schema.type === 'integer' || parameter.schema.type === 'number';
  const candidates = numeric ? ['987654321'] : [randomUUID(), '987654321', 'zz-unknown-1'];
  const pattern = parameter.schema.constraints?.pattern;
  if (!pattern) return candidates[0];
  const accepts = new RegExp(pattern, 'u');
  return candidates.find((value) => accepts.test(value));
}

/**
 * A sampled body with the ids the platform answered in place of sampled ones: a room created
 * with the role the roles list answered, a form instance of the listed form. So a create that
 * refuses an id the platform handed out is caught.
 */
export function withKnownIds(value: unknown, known: KnownIds, planned: PlannedOperation): unknown {
  if (Array.isArray(value)) return value.map((item) => withKnownIds(item, known, planned));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      const id = isAccountParameter(key) ? undefined : known.strong.get(idKey(planned, key));
      if (id === undefined || (typeof child !== 'string' && typeof child !== 'number')) {
        return [key, withKnownIds(child, known, planned)];
      }
      return [key, typeof child === 'number' && /^\d+$/.test(id) ? Number(id) : id];
    }),
  );
}

/** Query parameters the platform wants though the spec does not say so (listStatusChanges). */
const PLATFORM_REQUIRED_QUERY: Record<string, string> = { from_date: '2020-01-01' };

export interface SweepRequest {
  url: string;
  init: RequestInit;
  /** The path parameters no answer named (so a refusal is no fault of the platform). */
  guessed: string[];
}

/** The request of one operation: learnt ids in its path, its required query, a sampled body. */
export function requestFor(
  planned: PlannedOperation,
  known: KnownIds,
  target: { apiBase: string; accountId: string; token: string },
  override: Record<string, string> = {},
): SweepRequest {
  const { api, operation } = planned;
  const schemas = api.model.schemas;
  const guessed: string[] = [];
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      let value: string | undefined = override[parameter.name];
      if (value === undefined && isAccountParameter(parameter.name)) value = target.accountId;
      value ??= known.strong.get(idKey(planned, parameter.name));
      if (value === undefined) {
        value =
          known.weak.get(idKey(planned, parameter.name)) ??
          sampledParameter(planned, parameter, schemas);
        guessed.push(parameter.name);
      }
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    } else if (parameter.in === 'query' && parameter.name in PLATFORM_REQUIRED_QUERY) {
      query.set(parameter.name, PLATFORM_REQUIRED_QUERY[parameter.name]);
    } else if (parameter.in === 'query' && parameter.required) {
      query.set(parameter.name, sampledParameter(planned, parameter, schemas));
    }
  }
  // The official SDKs send a JSON content type on every call, a DELETE without a body included.
  const headers: Record<string, string> = {
    authorization: `Bearer ${target.token}`,
    'content-type': 'application/json',
  };
  const content = operation.requestBody?.content ?? [];
  const json = content.find((media) => /json/i.test(media.contentType));
  const multipart = multipartMedia(content);
  let body: string | FormData | undefined;
  if (json && operation.httpMethod !== 'GET') {
    const value =
      json.examples[0]?.value ??
      sampleValue(json.schema, {
        leaveOut: 'readOnly',
        schemas,
        seed: operationSeed(operation),
        api: api.model.swaggerName,
      });
    body = JSON.stringify(withKnownIds(value, known, planned));
  } else if (multipart) {
    delete headers['content-type'];
    const form = new FormData();
    for (const { name, schema } of multipart.schema?.properties ?? []) {
      if (schema.format === 'binary' || schema.type === 'file') {
        form.append(
          name,
          new Blob(['name,email\nPat Doe,pat@example.test\n'], { type: 'text/csv' }),
          'users.csv',
        );
      } else form.append(name, String(sampleValue(schema, { leaveOut: 'readOnly', schemas })));
    }
    body = form;
  }
  const search = query.toString();
  return {
    url: `${target.apiBase}${api.basePath}${path}${search ? `?${search}` : ''}`,
    init: { method: operation.httpMethod, headers, body },
    guessed,
  };
}
