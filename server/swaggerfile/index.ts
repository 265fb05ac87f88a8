import type { ServerConfig } from '../config';
import { codeHostSource } from './codeHostSource';
import { localSource, type SwaggerSource } from './source';

export {
  buildCatalogue,
  defaultSources,
  loadCatalogue,
  repositoryName,
  type SwaggerCatalogue,
  type SwaggerRepository,
} from './catalogue';
export { codeHostSource, type CodeHostSourceOptions } from './codeHostSource';
export {
  localSource,
  SWAGGER_FILE_TIMEOUT_MS,
  type SwaggerDocument,
  type SwaggerListing,
  type SwaggerSource,
} from './source';
export { createSpecReader, isApiDescription } from './specFile';

/** The configured code host when there is one, else the local registry (read at start-up). */
export function sourceFor(config: ServerConfig): SwaggerSource {
  return config.codeHost ? codeHostSource(config.codeHost) : localSource();
}
