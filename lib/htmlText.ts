// Pure and dependency-free, so build code (search documents, page metadata, markdown), the
// browser (the JSON editor's hover text, search snippets) and the server (MCP schema summaries,
// plain search snippets) read HTML text the same way.

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

/**
 * Text with the usual entities decoded in one pass, so `&amp;lt;` becomes `&lt;` and stays so
 * (the escapes the server writes: `&amp; &lt; &gt; &quot; &#39;`, React's `&#x27;`, and `&nbsp;`).
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

/**
 * Plain text of an HTML fragment (rendered markdown descriptions): scripts and styles dropped,
 * tags as spaces, the usual entities decoded in one pass (so `&amp;lt;` stays `&lt;`), spaces
 * collapsed.
 */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  const withoutTags = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return decodeHtmlEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Each character escapeHtml replaces, and its entity. */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML content and quoted attribute values: the pages the portal's server
 * and the embedded platform write, search snippets. decodeHtmlEntities reads it back.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}
