import type { SidebarCategory, SidebarMethod } from '../../../lib/site/sidebarTree';

const matches = (name: string, term: string) => name.toLowerCase().includes(term);

/** `{envelopeId}` and `{id}` alike: a path parameter's name does not decide a match. */
const anonymousParameters = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

/**
 * What a method is found by for a (lower-case, trimmed) term, docs/behaviour.md §2: its name,
 * else its API path (`/envelopes/{envelopeId}`, parameter names aside), its operationId or its
 * SDK method name. `{ by: 'name' }`, the other text that matched, or undefined.
 */
export function methodMatch(
  method: SidebarMethod,
  term: string,
  apiPathPrefix = '',
): { by: 'name' } | { by: 'path' | 'operationId' | 'sdkMethodName'; text: string } | undefined {
  if (matches(method.name, term)) return { by: 'name' };
  if (method.apiPath !== undefined) {
    const path = apiPathPrefix + method.apiPath;
    if (
      matches(path, term) ||
      (term.includes('{') && matches(anonymousParameters(path), anonymousParameters(term)))
    ) {
      return { by: 'path', text: path };
    }
  }
  if (method.operationId && matches(method.operationId, term)) {
    return { by: 'operationId', text: method.operationId };
  }
  if (method.sdkMethodName && matches(method.sdkMethodName, term)) {
    return { by: 'sdkMethodName', text: method.sdkMethodName };
  }
  return undefined;
}

/** The filter term as `methodMatch` takes it. */
export const normaliseTerm = (filterTerm: string) => filterTerm.trim().toLowerCase();

/**
 * The tree narrowed to a filter term: a category or resource whose name matches keeps all of
 * its children; otherwise only the methods (and their parents) that match (`methodMatch`) stay.
 */
export function filterTree(
  categories: SidebarCategory[],
  filterTerm: string,
  apiPathPrefix = '',
): SidebarCategory[] {
  const term = normaliseTerm(filterTerm);
  if (!term) return categories;
  const result: SidebarCategory[] = [];
  for (const category of categories) {
    if (matches(category.name, term)) {
      result.push(category);
      continue;
    }
    const resources = category.resources.flatMap((resource) => {
      if (matches(resource.name, term)) return [resource];
      const methods = resource.methods.filter((m) => methodMatch(m, term, apiPathPrefix));
      return methods.length ? [{ ...resource, methods }] : [];
    });
    if (resources.length) result.push({ ...category, resources });
  }
  return result;
}
