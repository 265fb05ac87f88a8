// The scripts the generated collection carries, as Postman's event JSON. They run in Postman's
// sandbox (and newman's), so they are plain JavaScript kept as lines of text.

export interface PostmanEvent {
  listen: 'prerequest' | 'test';
  script: { type: 'text/javascript'; exec: string[] };
}

const event = (listen: PostmanEvent['listen'], exec: string[]): PostmanEvent => ({
  listen,
  script: { type: 'text/javascript', exec },
});

export const TOKEN_HINT = 'generate one at /token-generator';

/**
 * Collection level, before each request: every {{variable}} its URL uses, and accessToken, must
 * be set; otherwise the request is skipped with a failed test saying which to set and where to
 * get it, instead of sending "Bearer " or an empty path segment to the API.
 */
export function guardScript(hints: Record<string, string>): PostmanEvent {
  return event('prerequest', [
    `const hints = ${JSON.stringify(hints)};`,
    "const needed = new Set(['accessToken']);",
    'for (const match of pm.request.url.toString().matchAll(/\\{\\{([^{}]+)\\}\\}/g)) needed.add(match[1]);',
    'const missing = [...needed].filter((name) => !pm.variables.get(name));',
    'if (missing.length > 0) {',
    "  const message = missing.map((name) => `Set ${name}: ${hints[name] || 'set it in the environment'}`).join('; ');",
    '  pm.test(message, () => { throw new Error(message); });',
    '  pm.execution.skipRequest();',
    '}',
  ]);
}

/** Collection level, after each request: a generated request expects a 2xx answer. */
export const successScript = (): PostmanEvent =>
  event('test', ['pm.test(`${pm.info.requestName} succeeds`, () => pm.response.to.be.success);']);

/** After a create: keeps the new id in a collection variable for the requests that follow. */
export const keepIdScript = (name: string): string[] => [
  'if (pm.response.code < 300) {',
  `  const id = pm.response.json()[${JSON.stringify(name)}];`,
  `  pm.test('answers the new ${name}', () => pm.expect(id).to.exist);`,
  `  pm.collectionVariables.set(${JSON.stringify(name)}, String(id));`,
  '}',
];

/** After a get by id: the answer is the item asked for. */
export const sameIdScript = (name: string): string[] => [
  'if (pm.response.code < 300) {',
  `  pm.test('answers the ${name} asked for', () =>`,
  `    pm.expect(String(pm.response.json()[${JSON.stringify(name)}])).to.eql(pm.variables.get(${JSON.stringify(name)})));`,
  '}',
];

export const testEvent = (exec: string[]): PostmanEvent[] =>
  exec.length ? [event('test', exec)] : [];
