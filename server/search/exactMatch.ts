import { identifierKey, pathKey } from '../../lib/search/tokenize';
import type { StoredDocument } from '../../lib/search/searchIndexData';

const HTTP_VERB = /^(get|put|post|patch|delete|head|options)\s+(\S+)$/i;
const VERSION_PREFIX = /^\/?((?:restapi\/)?v\d+(?:\.\d+)*)\//i;

/** Lookup tables of the index, as Maps so that no query meets Object.prototype. */
export interface ExactTables {
  exact: Map<string, number[]>;
  fieldRefs: Map<string, number[]>;
}

/** Methods on the version the query names ("/v2.1/...") before the same path of other versions. */
function preferVersion(ids: number[], query: string, documents: StoredDocument[]): number[] {
  const version = VERSION_PREFIX.exec(query)?.[1].toLowerCase();
  if (!version) return ids;
  const onVersion = (id: number) =>
    (documents[id].path ?? '').toLowerCase().replace(/^\//, '').startsWith(`${version}/`);
  return [...ids.filter(onVersion), ...ids.filter((id) => !onVersion(id))];
}

/** Methods addressing the thing the field names ("…/envelopes/{envelopeId}"), then the rest. */
function byAddressing(ids: number[], field: string, documents: StoredDocument[]): number[][] {
  const key = `{${field.toLowerCase()}}`;
  const addresses = (id: number) => (documents[id].path ?? '').toLowerCase().endsWith(key);
  return [ids.filter(addresses), ids.filter((id) => !addresses(id))];
}

/**
 * Documents a query names exactly, best first: `names` by operationId, SDK method name or path
 * ("POST /v2.1/accounts/{accountId}/envelopes" names one method, a bare path every method on
 * it); `fieldGroups` hold the methods with a parameter or field of that name, those addressing
 * it first (only code-like names are in that table, so "status" stays a word).
 */
export function exactMatches(query: string, tables: ExactTables, documents: StoredDocument[]) {
  const q = query.trim();
  let names: number[] = [];
  let fieldGroups: number[][] = [];
  const verbAndPath = HTTP_VERB.exec(q);
  if (verbAndPath && verbAndPath[2].includes('/')) {
    const [, verb, path] = verbAndPath;
    names = [
      ...(tables.exact.get(`${verb.toLowerCase()} path:${pathKey(path)}`) ?? []),
      ...(tables.exact.get(`path:${pathKey(path)}`) ?? []),
    ];
    names = preferVersion(names, path, documents);
  } else if (!/\s/.test(q) && q.includes('/')) {
    names = preferVersion(tables.exact.get(`path:${pathKey(q)}`) ?? [], q, documents);
  } else if (!/\s/.test(q) && q !== '') {
    names = tables.exact.get(identifierKey(q)) ?? [];
    fieldGroups = byAddressing(tables.fieldRefs.get(identifierKey(q)) ?? [], q, documents);
  }
  const unique = [...new Set(names)];
  const named = new Set(unique);
  return {
    names: unique,
    fieldGroups: fieldGroups.map((group) => group.filter((id) => !named.has(id))),
  };
}
