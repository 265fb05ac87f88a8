import registry from '../../../content/apis/registry.json';

/** The spec-preview statuses of docs/behaviour.md §2, word for word. */
export const SPEC_NOT_LOADED = 'Spec file not loaded.';
export const SPEC_INVALID = 'Spec not valid. Info property is missing';
export const SPEC_NOT_REGISTERED = 'Spec not registered.';

const REGISTERED: ReadonlySet<string> = new Set(
  registry.flatMap((entry) => [
    entry.swaggerName,
    ...(entry.legacyVersions ?? []).map((legacy) => legacy.swaggerName),
  ]),
);

/**
 * Why a spec cannot be previewed, or null when it can: the file must have loaded (an object),
 * carry an `info` property, and be registered under the name asked for.
 */
export function specPreviewStatus(name: string, document: unknown): string | null {
  if (document === null || typeof document !== 'object') return SPEC_NOT_LOADED;
  if (!('info' in document) || !document.info) return SPEC_INVALID;
  if (!REGISTERED.has(name)) return SPEC_NOT_REGISTERED;
  return null;
}

/** Only same-site paths are fetched, so a preview link cannot make the browser call elsewhere. */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
