// Pure and dependency-free, so build code (search documents, page metadata, markdown), the
// browser (the JSON editor's hover text) and the server (MCP schema summaries) flatten HTML the
// same way.

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * Plain text of an HTML fragment (rendered markdown descriptions): scripts and styles dropped,
 * tags as spaces, the usual entities decoded in one pass (so `&amp;lt;` stays `&lt;`), spaces
 * collapsed.
 */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
