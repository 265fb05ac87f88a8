import type { NormaliseContext } from './context';
import { obj, str, type Json } from './json';
import { markdownToHtml } from './markdown';
import type { ApiReferenceModel, OperationModel, RegistryEntry, SchemaModel } from './model';
import { collectOperations, operationModel, operationsOf } from './operation';
import { deref } from './refs';
import { securitySchemes } from './security';
import { slugify, uniqueSlug } from './urls';
import { normaliseSchema } from './schema';
import { serversOf } from './servers';
import { buildCategories } from './structure';
import { upgradeToOpenApi31 } from './upgrade';
import { validateSpec } from './validateSpec';

/** Where a spec comes from and which version of which registry entry it is. */
export interface SpecContext {
  file: string;
  entry: RegistryEntry;
  version: string;
  isPrimary: boolean;
  basePath: string;
  warn: (message: string) => void;
}

/**
 * One parsed spec (any format) → the reference model: validated, upgraded to OpenAPI 3.1, then
 * read in that one dialect. Pure: warnings go to `warn` and the model.
 */
export function normaliseSpec(spec: object, context: SpecContext): ApiReferenceModel {
  const format = validateSpec(spec, context.file);
  const raw = upgradeToOpenApi31(spec as Json, format);
  const ctx: NormaliseContext = {
    spec: raw,
    file: context.file,
    warn: context.warn,
    warnings: [],
  };
  const { entry } = context;
  const schemas = namedSchemas(ctx);
  const model: ApiReferenceModel = {
    swaggerName: context.isPrimary
      ? entry.swaggerName
      : (entry.legacyVersions.find((legacy) => legacy.value === context.version)?.swaggerName ??
        entry.swaggerName),
    apiName: entry.swaggerName,
    displayName: entry.displayName,
    version: context.version,
    isPrimary: context.isPrimary,
    route: entry.route,
    basePath: context.basePath,
    title: str(obj(raw.info).title) ?? entry.displayName,
    descriptionHtml: markdownToHtml(obj(raw.info).description),
    specFormat: format,
    servers: serversOf(raw),
    categories: buildCategories(ctx, entry.displayName, collectOperations(raw)),
    schemas,
    warnings: ctx.warnings,
  };
  const webhooks = webhookModels(ctx);
  if (webhooks.length > 0) model.webhooks = webhooks;
  const schemes = securitySchemes(ctx);
  if (Object.keys(schemes).length > 0) model.securitySchemes = schemes;
  if (context.isPrimary && entry.primaryVersion.tag) model.versionTag = entry.primaryVersion.tag;
  return model;
}

/**
 * OAS 3.1 `webhooks`: one page each (docs/behaviour.md §2.1). The name is the operationId, else
 * the webhook's key (with the verb when the key has more than one); the path is the key.
 */
function webhookModels(ctx: NormaliseContext): OperationModel[] {
  const taken = new Set<string>();
  return Object.entries(obj(ctx.spec.webhooks)).flatMap(([key, value]) => {
    const raws = operationsOf({ [key]: deref(ctx, value) ?? {} });
    return raws.map((raw): OperationModel => {
      const operation = operationModel(ctx, raw);
      const name =
        str(raw.operation['x-ds-method']) ??
        str(raw.operation.operationId) ??
        (raws.length > 1 ? `${key} ${operation.httpMethod}` : key);
      return { ...operation, name, slug: uniqueSlug(slugify(name), taken) };
    });
  });
}

function namedSchemas(ctx: NormaliseContext): Record<string, SchemaModel> {
  const raw = obj(obj(ctx.spec.components).schemas);
  const schemas: Record<string, SchemaModel> = Object.fromEntries(
    Object.entries(raw).map(([name, schema]) => [name, normaliseSchema(ctx, schema)]),
  );
  implicitMappings(schemas);
  return schemas;
}

/**
 * A parent schema's discriminator without `mapping` or variants of its own names its subtypes:
 * the named schemas whose `allOf` includes it, each by its name (the value OpenAPI implies).
 */
function implicitMappings(schemas: Record<string, SchemaModel>): void {
  for (const [name, schema] of Object.entries(schemas)) {
    const { discriminator } = schema;
    if (!discriminator || discriminator.mapping || schema.oneOf || schema.anyOf) continue;
    const subtypes = Object.keys(schemas).filter((other) =>
      schemas[other].allOf?.some((part) => part.refName === name),
    );
    if (subtypes.length > 0)
      discriminator.mapping = Object.fromEntries(subtypes.map((other) => [other, other]));
  }
}
