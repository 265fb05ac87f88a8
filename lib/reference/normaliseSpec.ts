import type { NormaliseContext } from './context';
import { obj, str, type Json } from './json';
import { markdownToHtml } from './markdown';
import type { ApiReferenceModel, RegistryEntry, SchemaModel } from './model';
import { collectOperations } from './operation';
import { normaliseSchema } from './schema';
import { serversOf } from './servers';
import { buildCategories } from './structure';
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

/** One parsed spec (any format) → the reference model. Pure: warnings go to `warn` and the model. */
export function normaliseSpec(spec: object, context: SpecContext): ApiReferenceModel {
  const format = validateSpec(spec, context.file);
  const raw = spec as Json;
  const ctx: NormaliseContext = {
    spec: raw,
    file: context.file,
    format,
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
  if (context.isPrimary && entry.primaryVersion.tag) model.versionTag = entry.primaryVersion.tag;
  return model;
}

function namedSchemas(ctx: NormaliseContext): Record<string, SchemaModel> {
  const raw =
    ctx.format === 'swagger-2.0'
      ? obj(ctx.spec.definitions)
      : obj(obj(ctx.spec.components).schemas);
  return Object.fromEntries(
    Object.entries(raw).map(([name, schema]) => [name, normaliseSchema(ctx, schema)]),
  );
}
