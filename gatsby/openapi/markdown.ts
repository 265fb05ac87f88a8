import MarkdownIt from 'markdown-it';

// Raw HTML in a spec is not trusted (html: false); bare URLs become links.
const md = new MarkdownIt({ html: false, linkify: true });

/** Renders a spec's markdown description to HTML; empty input gives an empty string. */
export function markdownToHtml(text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  return md.render(text).trim();
}

/** Like markdownToHtml, but undefined when there is nothing to show (keeps page-data small). */
export function optionalHtml(text: unknown): string | undefined {
  const html = markdownToHtml(text);
  return html === '' ? undefined : html;
}
