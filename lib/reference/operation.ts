import type { NormaliseContext } from './context';
import { operationDsExamples } from './examples';
import { bool, isObject, list, obj, str, strings, type Json } from './json';
import { markdownToHtml } from './markdown';
import type { CallbackModel, CallbackOperationModel, OperationModel } from './model';
import { deref } from './refs';
import { securityOf } from './security';
import { mergeParameters, parameterModel } from './parameters';
import { requestBodyModel } from './requestBody';
import { responseModels } from './responses';
import { oas3Servers } from './servers';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** One operation as written in the spec, with the path item it sits in. */
export interface RawOperation {
  path: string;
  method: string; // lower case, as a key of the path item
  pathItem: Json;
  operation: Json;
}

/** Every operation of the spec, in the order the spec lists them. */
export function collectOperations(spec: Json): RawOperation[] {
  return operationsOf(obj(spec.paths));
}

/** The operations of a map of path items (`paths`, `webhooks`, or one callback). */
export function operationsOf(paths: Json): RawOperation[] {
  return Object.entries(paths).flatMap(([path, pathItem]) =>
    Object.keys(obj(pathItem))
      .filter((method) => HTTP_METHODS.includes(method) && isObject(obj(pathItem)[method]))
      .map((method) => ({
        path,
        method,
        pathItem: obj(pathItem),
        operation: obj(obj(pathItem)[method]),
      })),
  );
}

/** The name a method is known by: x-ds-method, else operationId, else "<verb> <path>". */
export function methodName(raw: RawOperation): string {
  return (
    str(raw.operation['x-ds-method']) ??
    str(raw.operation.operationId) ??
    `${raw.method.toUpperCase()} ${raw.path}`
  );
}

/** Everything a method page shows about one operation; the slug is given later, within its resource. */
export function operationModel(
  ctx: NormaliseContext,
  raw: RawOperation,
): Omit<OperationModel, 'slug'> {
  const { operation } = raw;
  const parameters = mergeParameters(ctx, raw.pathItem.parameters, operation.parameters);
  const extraExamples = operationDsExamples(operation['x-ds-examples']);
  const requestBody = requestBodyModel(ctx, operation.requestBody);
  if (requestBody && requestBody.content.length > 0)
    requestBody.content[0].examples.push(...extraExamples.request);
  const model: Omit<OperationModel, 'slug'> = {
    name: methodName(raw),
    httpMethod: raw.method.toUpperCase(),
    path: raw.path,
    summary: str(operation.summary) ?? '',
    descriptionHtml: markdownToHtml(operation.description),
    deprecated: bool(operation.deprecated) === true,
    parameters: parameters.flatMap((parameter) => parameterModel(ctx, parameter) ?? []),
    responses: responseModels(ctx, operation.responses, extraExamples.byStatus),
    scopes: scopesOf(ctx.spec, operation),
  };
  const security = securityOf(ctx.spec, operation);
  if (security) model.security = security;
  const callbacks = callbackModels(ctx, operation.callbacks);
  if (callbacks.length > 0) model.callbacks = callbacks;
  const sdkMethodName = str(operation['x-ds-methodname']);
  if (sdkMethodName) model.sdkMethodName = sdkMethodName;
  const sdkService = str(operation['x-ds-service']);
  if (sdkService) model.sdkService = sdkService;
  const sdkBodyName = str(operation['x-codegen-request-body-name']);
  if (sdkBodyName && requestBody) model.sdkBodyName = sdkBodyName;
  if (operation['x-ds-in-sdk'] === false) model.notInSdk = true;
  const operationId = str(operation.operationId);
  if (operationId) model.operationId = operationId;
  if (requestBody) model.requestBody = requestBody;
  // OAS 3: an operation's servers override its path item's, which override the spec's.
  const servers = oas3Servers(
    Array.isArray(operation.servers) ? operation.servers : raw.pathItem.servers,
  );
  if (servers.length > 0) model.servers = servers;
  return model;
}

/** OAS 3 `callbacks`: name → (a $ref to) expression → path item; docs/behaviour.md §2.1. */
function callbackModels(ctx: NormaliseContext, raw: unknown): CallbackModel[] {
  return Object.entries(obj(raw)).flatMap(([name, value]) => {
    const callback = deref(ctx, value);
    if (!callback) return [];
    return Object.entries(callback).map(([expression, pathItem]) => ({
      name,
      expression,
      operations: operationsOf({ [expression]: deref(ctx, pathItem) ?? {} }).map(
        (item): CallbackOperationModel => {
          const full = operationModel(ctx, item);
          const result: CallbackOperationModel = {
            httpMethod: full.httpMethod,
            summary: full.summary,
            descriptionHtml: full.descriptionHtml,
            parameters: full.parameters,
            responses: full.responses,
          };
          if (full.requestBody) result.requestBody = full.requestBody;
          return result;
        },
      ),
    }));
  });
}

/** OAuth scopes of the operation's security requirements (the spec's when it has none). */
function scopesOf(spec: Json, operation: Json): string[] {
  const requirements = Array.isArray(operation.security) ? operation.security : list(spec.security);
  const scopes = new Set<string>();
  for (const requirement of requirements) {
    for (const names of Object.values(obj(requirement)))
      strings(names).forEach((scope) => scopes.add(scope));
  }
  return [...scopes];
}
