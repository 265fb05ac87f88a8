// The OpenAPI pipeline: registry → spec files → validate → normalise → budgeted page schemas → one-level schema files.
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
  ServerModel,
  ServerVariableModel,
} from './model';
export { serverUrl } from './serverUrl';
export { readRegistry, specsDir, registryFile, validateRegistry } from './registry';
export {
  loadApiReferences,
  modelSourceKey,
  specVersions,
  type LoadOptions,
  type ModelCache,
} from './loadApiReferences';
export { normaliseSpec, type SpecContext } from './normaliseSpec';
export { expandWithinBudget, operationForPage, PAGE_SCHEMA_BUDGET, schemaChunks } from './budget';
export {
  categoryPath,
  methodPath,
  referenceBasePath,
  resourcePath,
  slugify,
  uniqueSlug,
  versionChangesPath,
  versionSegment,
} from './urls';
export { versionDiff, type VersionDiff, type FieldChange, type DiffOperation } from './versionDiff';
export {
  CATALOG_FILE,
  type CatalogLineCache,
  readCatalogFile,
  forgetReferenceCatalog,
  loadCatalog,
  referenceCatalog,
  writeCatalog,
} from './catalog';
export { operationSeed, sampleValue, type SampleOptions } from './sample';
export { sampleAnswer, successResponse } from './sampleAnswer';
export {
  indexOperations,
  type IndexedApi,
  type IndexedOperation,
  type OperationIndex,
} from './operationIndex';
export { NUMBER_CONSTRAINTS } from './model';
export {
  editorJsonSchema,
  editorJsonSchemaOptions,
  jsonSchemaDefinitions,
  toJsonSchema,
  truncatedNames,
  validationJsonSchemaOptions,
  type JsonSchema,
  type JsonSchemaOptions,
  type SchemaDefinitions,
} from './jsonSchema';
