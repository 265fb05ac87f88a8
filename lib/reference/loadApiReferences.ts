import type { ApiReferenceModel, RegistryEntry } from './model';
import { normaliseSpec } from './normaliseSpec';
import { findSpecFile, readSpecFile } from './readSpec';
import { readRegistry, specsDir as defaultSpecsDir } from './registry';
import { referenceBasePath } from './urls';

export interface LoadOptions {
  registry?: RegistryEntry[];
  specsDir?: string;
  warn?: (message: string) => void;
}

interface SpecVersion {
  entry: RegistryEntry;
  swaggerName: string;
  version: string;
  isPrimary: boolean;
}

/** Every version of every registry entry: the primary version first, then the legacy ones. */
export function specVersions(registry: RegistryEntry[]): SpecVersion[] {
  return registry.flatMap((entry) => [
    { entry, swaggerName: entry.swaggerName, version: entry.primaryVersion.value, isPrimary: true },
    ...entry.legacyVersions.map((legacy) => ({
      entry,
      swaggerName: legacy.swaggerName,
      version: legacy.value,
      isPrimary: false,
    })),
  ]);
}

/** registry → spec files → validate → normalise: one reference model per API version. */
export async function loadApiReferences(options: LoadOptions = {}): Promise<ApiReferenceModel[]> {
  const registry = options.registry ?? readRegistry();
  const dir = options.specsDir ?? defaultSpecsDir();
  const warn = options.warn ?? ((message: string) => console.warn(message));
  return Promise.all(
    specVersions(registry).map(async ({ entry, swaggerName, version, isPrimary }) => {
      const file = findSpecFile(dir, swaggerName);
      if (file === undefined) {
        throw new Error(
          `Registry entry "${entry.swaggerName}" (${version}): spec file not found, expected ${dir}/${swaggerName}.json (or .yaml/.yml)`,
        );
      }
      const spec = await readSpecFile(file);
      const basePath = referenceBasePath(entry.route, version, isPrimary);
      return normaliseSpec(spec, { file, entry, version, isPrimary, basePath, warn });
    }),
  );
}
