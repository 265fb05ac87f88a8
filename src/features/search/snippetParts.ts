import { decodeHtmlEntities } from '../../../lib/htmlText';

/**
 * A server snippet (escaped text with <mark> around matched words) as text parts, so the page
 * renders it as React text and never injects HTML from an answer.
 */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  return snippet
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      const inner = marked ? part.slice('<mark>'.length, -'</mark>'.length) : part;
      return { text: decodeHtmlEntities(inner), marked };
    });
}
