import { modelSourceKey, type CatalogLineCache } from '../../../lib/reference';
import { blobStore } from './buildCache';

/** The folder of kept catalog lines in the build cache (.cache/devcenter). */
export const CATALOG_LINE_FOLDER = 'catalog-lines';

/**
 * The catalog's lines kept between builds, a gzip member per file named by the model's sources
 * (`modelSourceKey`) and the build code: at ten thousand operations writing the whole catalog
 * again took 1.3 s of a rebuild, nearly all of it deflating the schemas of models that had not
 * changed. A model without a source key (not loaded through the model cache) is not kept.
 * `prune` removes the lines of models this build did not write.
 */
export function catalogLineCache(
  dir: string,
  codeVersion: string,
): CatalogLineCache & { prune(): void } {
  const lines = blobStore(dir, codeVersion, '.gz');
  return {
    get(model) {
      const key = modelSourceKey(model);
      return key === undefined ? undefined : lines.get(key);
    },
    set(model, member) {
      const key = modelSourceKey(model);
      if (key !== undefined) lines.set(key, member);
    },
    prune: () => void lines.prune(),
  };
}
