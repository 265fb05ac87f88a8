export {
  buildCatalogue,
  defaultSources,
  loadCatalogue,
  repositoryName,
  type SwaggerCatalogue,
  type SwaggerRepository,
} from './catalogue';
export { createSpecReader, isApiDescription } from './specFile';
