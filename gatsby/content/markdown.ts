import MarkdownIt from 'markdown-it';
import { rewriteContentHref } from '../../lib/site/links';
import { htmlToText } from '../../lib/htmlText';

/** A heading of a docs page, listed in the "On this page" column. */
export interface DocHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** What a markdown body becomes: HTML for the page, plain text for search, headings for the TOC. */
export interface RenderedMarkdown {
  html: string;
  text: string;
  headings: DocHeading[];
}

const md = new MarkdownIt({ html: true, linkify: true, typographer: false });

// A code block that scrolls sideways must be reachable by keyboard (axe
// scrollable-region-focusable), so every rendered <pre> can take focus.
for (const rule of ['fence', 'code_block'] as const) {
  const render = md.renderer.rules[rule];
  if (render)
    md.renderer.rules[rule] = (...args) => render(...args).replace(/^<pre/, '<pre tabindex="0"');
}

// A wide table scrolls in its own focusable box (like TableScroll), its cells keeping words whole.
md.renderer.rules.table_open = () =>
  '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

/** A lower-case, hyphenated anchor id. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** Plain text of an HTML fragment, for search and descriptions. */
export { htmlToText };

/**
 * Renders a page body. Headings h2/h3 get unique ids; links are resolved against the page
 * path and follow the site link rules, so no built page links to a path that would redirect.
 */
export function renderMarkdown(source: string, pagePath: string): RenderedMarkdown {
  const tokens = md.parse(source, {});
  const headings: DocHeading[] = [];
  const used = new Map<string, number>();
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
      const text = tokens[index + 1]?.content ?? '';
      const base = slugify(text) || 'section';
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      const id = seen === 0 ? base : `${base}-${seen}`;
      token.attrSet('id', id);
      headings.push({
        id,
        text: htmlToText(md.renderInline(text)),
        level: token.tag === 'h2' ? 2 : 3,
      });
    }
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') {
        const href = child.attrGet('href');
        if (href) child.attrSet('href', rewriteContentHref(href, pagePath));
      }
    }
  });
  const html = md.renderer.render(tokens, md.options, {});
  return { html, text: htmlToText(html), headings };
}
