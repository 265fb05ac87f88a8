import { identifierKey, pathKey, titleKey } from '../../lib/search/tokenize';
import type { StoredDocument } from '../../lib/search/searchIndexData';

const HTTP_VERB = /^(get|put|post|patch|delete|head|options)\s+(\S+)$/i;
const VERSION_PREFIX = /^\/?((?:restapi\/)?v\d+(?:\.\d+)*)\//i;

/** Lookup tables of the index, as Maps so that no query meets Object.prototype. */
export interface ExactTables {
  exact: Map<string, number[]>;
  fieldRefs: Map<string, number[]>;
  requestFieldRefs: Map<string, number[]>;
  titles: Map<string, number[]>;
  sectionTitles: Map<string, number[]>;
}

/** Methods on the version the query names ("/v2.1/...") before the same path of other versions. */
function preferVersion(ids: number[], query: string, documents: StoredDocument[]): number[] {
  const version = VERSION_PREFIX.exec(query)?.[1].toLowerCase();
  if (!version) return ids;
  const onVersion = (id: number) =>
    (documents[id].path ?? '').toLowerCase().replace(/^\//, '').startsWith(`${version}/`);
  return [...ids.filter(onVersion), ...ids.filter((id) => !onVersion(id))];
}

/**
 * Methods addressing the thing the field names ("…/envelopes/{envelopeId}"), then those taking
 * it in their request (a developer looks a field up to send it), then the rest.
 */
function byAddressing(
  ids: number[],
  field: string,
  tables: ExactTables,
  documents: StoredDocument[],
) {
  const key = `{${field.toLowerCase()}}`;
  const addresses = (id: number) => (documents[id].path ?? '').toLowerCase().endsWith(key);
  const sends = new Set(tables.requestFieldRefs.get(identifierKey(field)) ?? []);
  const rest = ids.filter((id) => !addresses(id));
  return [
    ids.filter(addresses),
    rest.filter((id) => sends.has(id)),
    rest.filter((id) => !sends.has(id)),
  ];
}

/**
 * Documents a query names exactly, best first: `names` by operationId, SDK method name or path
 * ("POST /v2.1/accounts/{accountId}/envelopes" names one method, a bare path every method on
 * it), then by title; `fieldGroups` hold the methods with a parameter or field of that name, those addressing
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
    fieldGroups = byAddressing(tables.fieldRefs.get(identifierKey(q)) ?? [], q, tables, documents);
  }
  // A page's exact title (or its name before a colon, or its h1) after the exact API names.
  // Then the pages with a section of that heading (the result lands on the section).
  const key = titleKey(q);
  names = [...names, ...(tables.titles.get(key) ?? []), ...(tables.sectionTitles.get(key) ?? [])];
  const unique = [...new Set(names)];
  const named = new Set(unique);
  return {
    names: unique,
    fieldGroups: fieldGroups.map((group) => group.filter((id) => !named.has(id))),
  };
}
