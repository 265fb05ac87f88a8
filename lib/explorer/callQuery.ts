// The query of POST /api/api-explorer: one shape for the browser that writes it and the server
// that declares it (docs/behaviour.md §7). The spec puts the explorer request's fields in the
// query and the request's own body in the body (JSON, a PDF, a multipart form: relayed as it
// is), so the fields stay in the query; each parameter group travels in OpenAPI's deepObject
// style (`pathParameters[accountId]=…`), never as JSON text. Pure data: the browser imports it.

/** The methods the explorer sends. */
export const EXPLORER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ExplorerMethod = (typeof EXPLORER_METHODS)[number];

/** The groups of named values, each an object of the query. */
export const EXPLORER_GROUPS = ['pathParameters', 'queryParameters', 'customHeaderParameters'];

/** The query of POST /api/api-explorer, as the route reads it (docs/behaviour.md §3). */
export interface ExplorerCallQuery {
  method: ExplorerMethod;
  apiName: string;
  /** The operation's path template, as the spec writes it. */
  endpoint: string;
  categoryName?: string;
  resourceName?: string;
  methodName?: string;
  /** The page the call is made from; the server checks it is its own public origin. */
  siteUrl?: string;
  contentType?: string;
  accept?: string;
  /** The path template's {names} → values. */
  pathParameters?: Record<string, string>;
  /** Query parameter → value (a repeated parameter: its values). */
  queryParameters?: Record<string, string | string[]>;
  /** Header name (from CUSTOM_HEADER_NAMES) → value. */
  customHeaderParameters?: Record<string, string>;
}

const text = { type: 'string' } as const;
const named = (value: object) => ({ type: 'object', additionalProperties: value }) as const;

/**
 * The route's JSON schema: the shape of each field. The spec's rules for the values themselves
 * (the parameter character rule, header names and values, media types, the operation's path
 * template) are the explorer service's, which answers them with the spec's messages.
 */
export const EXPLORER_QUERY_SCHEMA = {
  type: 'object',
  required: ['method', 'apiName', 'endpoint'],
  properties: {
    // As the client writes them, and lower case as the route always read them.
    method: {
      type: 'string',
      enum: [...EXPLORER_METHODS, ...EXPLORER_METHODS.map((name) => name.toLowerCase())],
    },
    apiName: { type: 'string', minLength: 1, maxLength: 200 },
    endpoint: { type: 'string', minLength: 1, maxLength: 2000 },
    categoryName: text,
    resourceName: text,
    methodName: text,
    siteUrl: text,
    contentType: text,
    accept: text,
    pathParameters: named(text),
    queryParameters: named({ anyOf: [text, { type: 'array', items: text }] }),
    customHeaderParameters: named(text),
  },
} as const;

const FIELDS = new Set(Object.keys(EXPLORER_QUERY_SCHEMA.properties));
const MEMBER = /^([A-Za-z]+)\[([^[\]]*)\]$/;

/** The query as URL parameters: a group's members as `group[name]`, unset fields left out. */
export function explorerSearchParams(query: ExplorerCallQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'string') params.append(field, value);
    else
      for (const [name, member] of Object.entries(value as Record<string, string | string[]>))
        for (const one of [member].flat()) params.append(`${field}[${name}]`, one);
  }
  return params;
}

/**
 * The query as parsed from the URL (`group[name]` keys), with each group's members gathered
 * into its object; `unknown` names the first key that is neither a field nor a group's member.
 */
export function gatherGroups(flat: Record<string, unknown>): {
  query: Record<string, unknown>;
  unknown?: string;
} {
  const query: Record<string, unknown> = {};
  const members = new Map<string, [string, unknown][]>();
  for (const [key, value] of Object.entries(flat)) {
    const member = MEMBER.exec(key);
    if (member && EXPLORER_GROUPS.includes(member[1])) {
      if (!members.has(member[1])) members.set(member[1], []);
      members.get(member[1])!.push([member[2], value]);
    } else if (FIELDS.has(key)) query[key] = value;
    else return { query, unknown: key };
  }
  // fromEntries: a member named __proto__ stays a member. A group also given bare
  // (`pathParameters=…`) keeps that text, which the schema refuses naming the group.
  for (const [group, entries] of members) query[group] ??= Object.fromEntries(entries);
  for (const group of EXPLORER_GROUPS) query[group] = legacyGroup(query[group]);
  return { query };
}

/**
 * The earlier form of a group, its object as JSON text (`pathParameters={"accountId":"…"}`),
 * read as that object; other text stays text, which the schema refuses. Kept only until the
 * tests of server/http (faults, clientLeaves, origin.consumers) write the member form
 * (explorerSearchParams); the browser no longer sends it.
 */
function legacyGroup(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : value;
  } catch {
    return value;
  }
}
