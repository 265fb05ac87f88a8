import MarkdownIt from 'markdown-it';

// Raw HTML in a spec is not trusted (html: false); bare URLs become links.
const md = new MarkdownIt({ html: false, linkify: true });

// Specs repeat the same descriptions (accountId on every call): render each text once.
const rendered = new Map<string, string>();

/** Renders a spec's markdown description to HTML; empty input gives an empty string. */
export function markdownToHtml(text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  let html = rendered.get(text);
  if (html === undefined) {
    html = md.render(text).trim();
    if (rendered.size > 20000) rendered.clear(); // bounded: a build reads a few thousand texts
    rendered.set(text, html);
  }
  return html;
}

/** Like markdownToHtml, but undefined when there is nothing to show (keeps page-data small). */
export function optionalHtml(text: unknown): string | undefined {
  const html = markdownToHtml(text);
  return html === '' ? undefined : html;
}
