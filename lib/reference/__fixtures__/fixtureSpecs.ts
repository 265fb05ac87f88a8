// Test helpers: read a fixture spec and normalise it as a registry entry would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ApiReferenceModel, RegistryEntry } from '../model';
import { normaliseSpec } from '../normaliseSpec';

export const FIXTURES = __dirname;

export function fixtureEntry(overrides: Partial<RegistryEntry> = {}): RegistryEntry {
  return {
    swaggerName: 'fixture-api',
    displayName: 'Fixture API',
    route: '/docs/fixture-api',
    primaryVersion: { value: 'v1' },
    legacyVersions: [],
    sidebarTitle: 'Fixture API',
    apiBasePathDemo: '/fixture',
    hasApiExplorer: false,
    hasSdk: false,
    ...overrides,
  };
}

export function readFixture(name: string): object {
  const text = readFileSync(path.join(FIXTURES, name), 'utf8');
  return name.endsWith('.json') ? JSON.parse(text) : parse(text);
}

export function normaliseFixture(
  name: string,
  warnings: string[] = [],
  entry = fixtureEntry(),
): ApiReferenceModel {
  return normaliseSpec(readFixture(name), {
    file: name,
    entry,
    version: entry.primaryVersion.value,
    isPrimary: true,
    basePath: `${entry.route}/reference/`,
    warn: (message) => warnings.push(message),
  });
}

/** Finds a method by resource and slug across categories. */
export function findMethod(model: ApiReferenceModel, resource: string, slug: string) {
  for (const category of model.categories) {
    for (const item of category.resources) {
      const method = item.methods.find((candidate) => candidate.slug === slug);
      if (item.name === resource && method) return method;
    }
  }
  throw new Error(`no method ${resource}/${slug}`);
}
