import fc from 'fast-check';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { mcpCall, rpcBody } from './fuzzMcp';
import { encode, fieldName, jsonBody, text } from './fuzzValues';
import { pathVariants } from './pathVariants';
import { TEST_HOOKS_SECRET } from './testServer';

/**
 * The fast-check generators of the fuzz suite (fuzz.ts): one request for a route, its method,
 * path (parameters filled, other spellings of the path), query, headers, cookies and body;
 * JSON-RPC messages and batches for /mcp (fuzzMcp.ts).
 */

/** A route to fuzz; `ANY` is a catch-all that takes every method (the sandbox's responder). */
export interface FuzzRoute {
  method: string;
  url: string;
}

export const ANY_METHOD = 'ANY';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** The route's path with its parameters filled, or one of its other spellings. */
function pathFor(route: FuzzRoute): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(text, { minLength: 4, maxLength: 4 }),
      fc.constantFrom('', '', '', '', '', '', '', '', '/', '//', '/x', '%2f..', '?'),
      fc.nat(),
      fc.nat({ max: 4 }),
    )
    .map(([values, suffix, pick, spelling]) => {
      let index = 0;
      const filled = route.url
        .replace(/:[A-Za-z0-9_]+/g, () => encode(values[index++ % values.length]) || 'x')
        .replace(/\*$/, () => values.map((value) => encode(value)).join('/'));
      // Encoded, double-encoded, `%2e`, `//`, `;x=1` and mixed-case segments (issue 24.1).
      // One request in five: most inputs must reach the route to test it.
      const variants = spelling === 0 ? pathVariants(filled.split('?', 1)[0]) : [];
      const path = variants.length > 0 ? variants[pick % variants.length].path : filled;
      return path + suffix;
    });
}

/** One generated request for a route: method, path with its parameters, query, headers, body. */
export function requestFor(route: FuzzRoute): fc.Arbitrary<InjectOptions> {
  const queryArb = fc.oneof(
    fc
      .dictionary(fieldName, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 5 })
      .map((fields) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(fields)) {
          for (const one of [value].flat()) params.append(name, one);
        }
        const encoded = params.toString();
        return encoded ? `?${encoded}` : '';
      }),
    fc.constantFrom('', '?', '?&&', '?q', '?q=%', '?q=%zz', '?a[b]=1&a[c]=2', '?q=a&q=b'),
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'garbage',
    '',
  );
  const headersArb = fc.record(
    {
      'content-type': contentType,
      authorization: fc.oneof(
        fc.constant('Bearer x'),
        text.map((value) => `Bearer ${value.replace(/[^\x21-\x7e]/g, '')}`),
        fc.constant('Basic Og=='),
      ),
      cookie: fc
        .dictionary(fc.constantFrom('dct', 'dct_signin', 'session', 'x', 'a b'), text, {
          maxKeys: 3,
        })
        .map((jar) =>
          Object.entries(jar)
            .map(([name, value]) => `${name}=${encode(value)}`)
            .join('; '),
        ),
      // Mostly allowed host names: a foreign one is answered 421 before any route runs.
      host: fc.constantFrom(
        'localhost',
        'localhost',
        'localhost',
        '127.0.0.1',
        '[::1]',
        'evil.example',
        'localhost:1',
      ),
      origin: fc.constantFrom('http://localhost', 'https://evil.example', 'null'),
      'x-forwarded-for': fc.constantFrom('192.0.2.1', '1.1.1.1, 2.2.2.2', 'garbage'),
      'x-forwarded-host': fc.constantFrom('localhost', 'localhost', 'localhost', 'evil.example'),
      'x-forwarded-proto': fc.constantFrom('https', 'http://evil.example/?', 'javascript'),
      accept: fc.constantFrom(
        'application/json',
        'application/json, text/event-stream',
        'text/html',
        '*/*',
        'x/y',
      ),
      // The test hooks' real secret now and then, so their bodies are fuzzed too.
      'x-sandbox-test-secret': fc.oneof(text, fc.constant(TEST_HOOKS_SECRET)),
    },
    { requiredKeys: [] },
  );
  const bodyArb = fc.oneof(
    ...(route.url === '/mcp' ? [{ weight: 6, arbitrary: rpcBody }] : []),
    { weight: 3, arbitrary: jsonBody.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fieldName, text, { maxKeys: 5 })
        .map((fields) => new URLSearchParams(fields).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '\u0000', '{"__proto__":{"x":1}}'),
    },
  );
  const ownMethod =
    route.method === ANY_METHOD
      ? fc.constantFrom(...METHODS)
      : fc.constant(route.method as HTTPMethods);
  const request = fc
    .record({
      method: fc.oneof(
        { weight: 4, arbitrary: ownMethod },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: pathFor(route),
      query: queryArb,
      headers: headersArb,
      body: fc.option(bodyArb, { nil: undefined }),
    })
    .map(({ method, path: url, query, headers, body }) => {
      const clean: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) {
        // Header values the HTTP parser would refuse before the server sees them are left out.
        if (typeof value === 'string' && /^[\t\x20-\x7e]*$/.test(value)) clean[name] = value;
      }
      const withBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
      return {
        method,
        url: url + (url.includes('?') ? '' : query),
        headers: clean,
        ...(withBody ? { payload: body } : {}),
      } satisfies InjectOptions;
    });
  // Two in three /mcp posts as a client sends them, so most reach the tools and not a 406.
  if (route.url !== '/mcp' || route.method !== 'POST') return request;
  return fc.oneof({ weight: 1, arbitrary: request }, { weight: 2, arbitrary: mcpCall });
}

export function describeInput(input: InjectOptions): string {
  const payload = typeof input.payload === 'string' ? input.payload.slice(0, 200) : '';
  return `${input.method} ${String(input.url).slice(0, 300)} headers=${JSON.stringify(
    input.headers,
  ).slice(0, 300)} body=${JSON.stringify(payload)}`;
}
