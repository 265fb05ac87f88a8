import { HTTPSnippet } from '@readme/httpsnippet';
import type { SampleModel, SampleTarget } from '../model';
import { requestHar } from './har';

/** The httpsnippet target and client of a language's plain HTTP sample: its standard library. */
export const SNIPPET_CLIENTS = {
  node: ['node', 'fetch'],
  go: ['go', 'native'],
  ruby: ['ruby', 'native'],
  csharp: ['csharp', 'httpclient'],
  java: ['java', 'nethttp'],
} as const;

export type SnippetLanguage = keyof typeof SNIPPET_CLIENTS;

// httpsnippet's URL parsing escapes the braces of path parameters not filled in yet; samples
// show them as {name}, like the curl command and the reference page do.
function keepPlaceholders(code: string, model: SampleModel): string {
  let result = code;
  for (const [, name] of model.path.matchAll(/\{([^}]+)\}/g))
    result = result.split(`%7B${encodeURIComponent(name)}%7D`).join(`{${name}}`);
  return result;
}

/** httpsnippet's code for the request, as it writes it. */
export function snippet(
  model: SampleModel,
  target: SampleTarget,
  language: SnippetLanguage,
): string {
  const [targetId, client] = SNIPPET_CLIENTS[language];
  const [code] = new HTTPSnippet(requestHar(model, target)).convert(targetId, client);
  if (typeof code !== 'string') throw new Error(`httpsnippet wrote no ${language} sample`);
  return keepPlaceholders(code, model);
}
