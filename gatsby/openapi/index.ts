// The OpenAPI pipeline: registry → spec files → validate → normalise → inline → schema chunks.
export type {
  ApiReferenceModel,
  CategoryModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  PropertyModel,
  RegistryEntry,
  ResourceModel,
  ResponseModel,
  SchemaConstraints,
  SchemaModel,
} from './model';
export { readRegistry, specsDir, registryFile, validateRegistry } from './registry';
export { loadApiReferences, specVersions, type LoadOptions } from './loadApiReferences';
export { normaliseSpec, type SpecContext } from './normaliseSpec';
export { inlineSchema, operationForPage, schemaChunks } from './inline';
export {
  categoryPath,
  methodPath,
  referenceBasePath,
  resourcePath,
  slugify,
  uniqueSlug,
  versionSegment,
} from './urls';
