import path from 'node:path';
import { findSpecFile } from '../../lib/reference/readSpec';
import { readRegistry } from '../../lib/reference/registry';
import type { RegistryEntry } from '../../lib/reference/model';
import { PROJECT_ROOT } from '../projectRoot';

/** One ref of a repository: the version label the UI lists and the spec file it stands for. */
export interface SwaggerRef {
  ref: string;
  file: string;
}

/** A repository of API descriptions: one registry entry (an API family) and its versions. */
export interface SwaggerRepository {
  repo: string;
  displayName: string;
  refs: SwaggerRef[];
}

/**
 * The lookup table behind GET /swaggerfile/{repo}/{ref}. Built once at start-up from the local
 * registry; requests only ever index into these Maps, so neither repo nor ref reaches a path.
 */
export interface SwaggerCatalogue {
  repositories: SwaggerRepository[];
  find(repo: string, ref: string): { repository?: SwaggerRepository; file?: string };
}

/** The registry file and the specs folder: the same variables the build reads, else content/apis. */
export function defaultSources(env: NodeJS.ProcessEnv = process.env) {
  return {
    registryFile:
      env.DEVCENTER_API_REGISTRY ?? path.join(PROJECT_ROOT, 'content', 'apis', 'registry.json'),
    specsDir: env.DEVCENTER_SPECS_DIR ?? path.join(PROJECT_ROOT, 'content', 'apis', 'specs'),
  };
}

/**
 * The repository name of a registry entry, in the code host's naming ("api_ESignature"): the
 * display name without its "API"/"REST API" suffix and spaces, the first letter upper-case.
 */
export function repositoryName(entry: RegistryEntry): string {
  const stem = entry.displayName.replace(/\s+(REST\s+)?API$/i, '').replace(/[^A-Za-z0-9]/g, '');
  return `api_${stem.charAt(0).toUpperCase()}${stem.slice(1)}`;
}

/** Refs also answer as their three-part form ("v2.1" as "v2.1.0"), as tags on the code host. */
function aliases(ref: string): string[] {
  return /^v?\d+\.\d+$/.test(ref) ? [ref, `${ref}.0`] : [ref];
}

export function buildCatalogue(registry: RegistryEntry[], specsDir: string): SwaggerCatalogue {
  const repositories: SwaggerRepository[] = [];
  const byName = new Map<string, { repository: SwaggerRepository; files: Map<string, string> }>();
  for (const entry of registry) {
    const versions = [
      { value: entry.primaryVersion.value, swaggerName: entry.swaggerName },
      ...entry.legacyVersions,
    ];
    const refs: SwaggerRef[] = [];
    const files = new Map<string, string>();
    for (const version of versions) {
      const file = findSpecFile(specsDir, version.swaggerName);
      if (file === undefined) continue; // a version without a file is not offered
      refs.push({ ref: version.value, file });
      for (const alias of aliases(version.value)) if (!files.has(alias)) files.set(alias, file);
    }
    // Repositories without any ref are left out: the UI's lists must be non-empty.
    if (refs.length === 0) continue;
    const repository = { repo: repositoryName(entry), displayName: entry.displayName, refs };
    if (byName.has(repository.repo)) continue;
    repositories.push(repository);
    byName.set(repository.repo, { repository, files });
  }
  return {
    repositories,
    find(repo, ref) {
      const found = byName.get(repo);
      return { repository: found?.repository, file: found?.files.get(ref) };
    },
  };
}

export function loadCatalogue(sources = defaultSources()): SwaggerCatalogue {
  return buildCatalogue(readRegistry(sources.registryFile), sources.specsDir);
}
