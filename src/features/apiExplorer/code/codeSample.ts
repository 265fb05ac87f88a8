import type * as HttpSnippetModule from '@readme/httpsnippet';
import type { HarRequest } from './requestHar';

/** One language tab of the code samples and the httpsnippet target that writes it. */
export interface CodeLanguage {
  id: string;
  label: string;
  target: 'node' | 'python' | 'java' | 'csharp' | 'php' | 'ruby' | 'go';
  client: string;
}

// Clients that use the standard library, or the library most readers already have.
export const CODE_LANGUAGES: CodeLanguage[] = [
  { id: 'node', label: 'Node.js', target: 'node', client: 'fetch' },
  { id: 'python', label: 'Python', target: 'python', client: 'requests' },
  { id: 'java', label: 'Java', target: 'java', client: 'nethttp' },
  { id: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient' },
  { id: 'php', label: 'PHP', target: 'php', client: 'curl' },
  { id: 'ruby', label: 'Ruby', target: 'ruby', client: 'native' },
  { id: 'go', label: 'Go', target: 'go', client: 'native' },
];

// URL parsing inside httpsnippet escapes the braces of path parameters not filled in yet;
// the samples show them as {name}, like the curl command and the reference page do.
function keepPlaceholders(code: string, endpoint: string): string {
  let result = code;
  for (const [, name] of endpoint.matchAll(/\{([^}]+)\}/g)) {
    result = result.split(`%7B${encodeURIComponent(name)}%7D`).join(`{${name}}`);
  }
  return result;
}

let httpSnippet: Promise<typeof HttpSnippetModule> | null = null;

/**
 * httpsnippet is large, so it is a chunk of its own, loaded the first time samples are wanted
 * rather than with the method page. Calling this early (the code section opens) warms it.
 */
export function loadHttpSnippet() {
  httpSnippet ??= import('@readme/httpsnippet').catch((error: unknown) => {
    httpSnippet = null; // a chunk that failed to load (offline) may load on the next try
    throw error;
  });
  return httpSnippet;
}

/** The request (as HAR, see requestHar) as code in one language. */
export async function codeSample(
  har: HarRequest,
  endpoint: string,
  language: CodeLanguage,
): Promise<string> {
  const { HTTPSnippet } = await loadHttpSnippet();
  const [code] = new HTTPSnippet(har).convert(language.target, language.client);
  if (typeof code !== 'string') throw new Error(`No ${language.label} sample for this request.`);
  return keepPlaceholders(code, endpoint);
}
