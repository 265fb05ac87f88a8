import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH } from '../platform/baseUri';
import { environmentsProblem } from '../platform/checkEnvironments';
import { isObject } from './json';
import type { RegistryEntry } from './model';

// The build runs from the project root (gatsby, jest and the bench scripts all do).
const CONTENT_APIS = path.join(process.cwd(), 'content', 'apis');

/** The registry file: DEVCENTER_API_REGISTRY, else content/apis/registry.json. */
export function registryFile(): string {
  return process.env.DEVCENTER_API_REGISTRY ?? path.join(CONTENT_APIS, 'registry.json');
}

/** The folder of spec files: DEVCENTER_SPECS_DIR, else content/apis/specs. */
export function specsDir(): string {
  return process.env.DEVCENTER_SPECS_DIR ?? path.join(CONTENT_APIS, 'specs');
}

/** Reads and checks the registry; an error names the file, the entry and the field. */
export function readRegistry(file = registryFile()): RegistryEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the API registry: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return validateRegistry(raw, file);
}

const SWAGGER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/; // a file name inside the specs folder, nothing more

export function validateRegistry(raw: unknown, file: string): RegistryEntry[] {
  if (!Array.isArray(raw))
    throw new Error(`${file}: the API registry must be a JSON array of entries`);
  const seen = new Set<string>();
  return raw.map((item, index) => {
    const label =
      isObject(item) && typeof item.swaggerName === 'string'
        ? `"${item.swaggerName}"`
        : `#${index}`;
    const fail = (problem: string): never => {
      throw new Error(`${file}: registry entry ${label} (index ${index}): ${problem}`);
    };
    if (!isObject(item)) return fail('must be an object');
    for (const key of [
      'swaggerName',
      'displayName',
      'route',
      'sidebarTitle',
      'apiBasePathDemo',
    ] as const) {
      if (typeof item[key] !== 'string' || item[key] === '')
        fail(`"${key}" must be a non-empty string`);
    }
    for (const key of ['hasApiExplorer', 'hasSdk'] as const) {
      if (typeof item[key] !== 'boolean') fail(`"${key}" must be true or false`);
    }
    if (!SWAGGER_NAME.test(item.swaggerName as string))
      fail('"swaggerName" must be a plain file name');
    if (!(item.route as string).startsWith('/')) fail('"route" must start with "/"');
    if (!API_BASE_PATH.test(item.apiBasePathDemo as string))
      fail(
        '"apiBasePathDemo" must be the API\'s path under an account\'s base_uri, such as "/restapi"',
      );
    // Where the real platform serves the API per environment, when not at apiBasePathDemo.
    const environments = environmentsProblem(item.environments);
    if (environments) fail(environments);
    const primary = item.primaryVersion;
    if (!isObject(primary) || typeof primary.value !== 'string' || primary.value === '') {
      fail('"primaryVersion.value" must be a non-empty string');
    } else if (primary.tag !== undefined && typeof primary.tag !== 'string')
      fail('"primaryVersion.tag" must be a string');
    if (!Array.isArray(item.legacyVersions)) fail('"legacyVersions" must be an array');
    (item.legacyVersions as unknown[]).forEach((legacy, i) => {
      if (!isObject(legacy) || typeof legacy.value !== 'string' || legacy.value === '') {
        fail(`"legacyVersions[${i}].value" must be a non-empty string`);
      } else if (typeof legacy.swaggerName !== 'string' || !SWAGGER_NAME.test(legacy.swaggerName)) {
        fail(`"legacyVersions[${i}].swaggerName" must be a plain file name`);
      }
    });
    if (seen.has(item.swaggerName as string)) fail('"swaggerName" is used by an earlier entry');
    seen.add(item.swaggerName as string);
    return item as unknown as RegistryEntry;
  });
}
