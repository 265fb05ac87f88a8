import type { HtmlElement, HtmlNode } from './parseHtml';
import { textContent } from './parseHtml';

// Markdown of a page's content as the built HTML shows it: one renderer for every page that is
// not a method page (docs, site pages, tools, blog, lists), so a twin says what its page says.

const BLOCK = new Set(['address', 'article', 'blockquote', 'dd', 'details', 'div', 'dl', 'dt']);
['fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'li', 'main', 'ol', 'p']
  .concat(['pre', 'section', 'summary', 'table', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
  .concat(['tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'caption', 'video', 'iframe', 'label'])
  .forEach((tag) => BLOCK.add(tag));

const isElement = (node: HtmlNode): node is HtmlElement => typeof node !== 'string';
const hasBlock = (element: HtmlElement): boolean =>
  element.children.some((child) => isElement(child) && (BLOCK.has(child.tag) || hasBlock(child)));

// Only what markdown would read as markup: `from_date` keeps its underscore.
const escapeText = (text: string) =>
  text.replace(/([\\`*[\]<])/g, '\\$1').replace(/(^|\W)_|_(?=\W|$)/g, (m) => m.replace('_', '\\_'));
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

function codeSpan(text: string): string {
  const ticks = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((t) => t.length)) + 1);
  return ticks === '`' ? `\`${text}\`` : `${ticks} ${text} ${ticks}`;
}

/** Inline markdown of nodes: text, links, code, emphasis; spaces collapsed. */
export function inline(nodes: HtmlNode[]): string {
  const out = nodes.map((node): string => {
    if (!isElement(node)) return escapeText(node.replace(/\s+/g, ' '));
    const inner = () => inline(node.children);
    switch (node.tag) {
      case 'br':
        return '\n';
      case 'code':
      case 'kbd':
        return codeSpan(textContent(node));
      case 'strong':
      case 'b':
        return wrap('**', inner());
      case 'em':
      case 'i':
        return wrap('_', inner());
      case 'img':
        return node.attrs.alt ? `![${escapeText(node.attrs.alt)}](${node.attrs.src ?? ''})` : '';
      case 'a': {
        const text = inner().trim();
        const href = node.attrs.href;
        return href && text ? `[${text}](${href})` : text;
      }
      default:
        return inner();
    }
  });
  // Links side by side (a row of buttons) keep a space between them.
  return out.reduce((text, piece, index) => {
    const touching = index > 0 && isLink(nodes[index - 1]) && isLink(nodes[index]);
    return touching && piece && text ? `${text} ${piece}` : `${text}${piece}`;
  }, '');
}

const isLink = (node: HtmlNode) => isElement(node) && node.tag === 'a';

function wrap(mark: string, text: string): string {
  const trimmed = text.trim();
  return trimmed ? `${mark}${trimmed}${mark}` : '';
}

function fencedCode(element: HtmlElement): string {
  const code = element.children.find(isElement);
  const language = /language-([\w-]+)/.exec(code?.attrs.class ?? element.attrs.class ?? '')?.[1];
  const raw = (n: HtmlNode): string => (isElement(n) ? n.children.map(raw).join('') : n);
  const text = raw(element).replace(/\n+$/, '');
  const fence = '`'.repeat(Math.max(3, ...(text.match(/`{3,}/g) ?? []).map((t) => t.length + 1)));
  return `${fence}${language ?? ''}\n${text}\n${fence}`;
}

function table(element: HtmlElement): string {
  const rows: string[][] = [];
  const walk = (node: HtmlElement) => {
    for (const child of node.children.filter(isElement)) {
      if (child.tag === 'tr')
        rows.push(
          child.children
            .filter(isElement)
            .filter((c) => c.tag === 'td' || c.tag === 'th')
            .map((c) => cell(inline(c.children))),
        );
      else if (child.tag !== 'table') walk(child);
    }
  };
  walk(element);
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (row: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => row[i] ?? '').join(' | ')} |`;
  return [line(rows[0]), `|${' --- |'.repeat(width)}`, ...rows.slice(1).map(line)].join('\n');
}

function list(element: HtmlElement, depth: number): string {
  const items = element.children.filter(isElement).filter((child) => child.tag === 'li');
  return items
    .map((item, index) => {
      // markdown-it splits a list around a table or code block and carries the count in `start`
      const start = Number(element.attrs.start ?? 1) || 1;
      const marker = element.tag === 'ol' ? `${start + index}.` : '-';
      const [first = '', ...rest] = blocks(item.children, depth + 1);
      const pad = ' '.repeat(marker.length + 1);
      const more = rest.map((block) => block.replace(/^(?=.)/gm, pad));
      return [`${marker} ${first}`, ...more].join('\n');
    })
    .join('\n');
}

/** A link around blocks (a card): its first heading or paragraph becomes the link. */
function linkedBlocks(element: HtmlElement, depth: number): string[] {
  const inner = blocks(element.children, depth);
  const href = element.attrs.href;
  if (!href || inner.length === 0) return inner;
  const [first, ...rest] = inner;
  const heading = /^(#+ )(.*)$/s.exec(first);
  return [heading ? `${heading[1]}[${heading[2]}](${href})` : `[${first}](${href})`, ...rest];
}

function block(element: HtmlElement, depth: number): string[] {
  const { tag } = element;
  if (/^h[1-6]$/.test(tag)) {
    const text = inline(element.children).replace(/\s+/g, ' ').trim();
    return text ? [`${'#'.repeat(Number(tag[1]))} ${text}`] : [];
  }
  switch (tag) {
    case 'pre':
      return [fencedCode(element)];
    case 'table':
      return [table(element)].filter(Boolean);
    case 'ul':
    case 'ol':
      return [list(element, depth)].filter(Boolean);
    case 'hr':
      return ['---'];
    case 'blockquote':
      return blocks(element.children, depth).map((b) => b.replace(/^/gm, '> '));
    case 'dt':
      return [wrap('**', inline(element.children))].filter(Boolean);
    case 'a':
      return linkedBlocks(element, depth);
    default:
      return blocks(element.children, depth);
  }
}

/** The markdown blocks of nodes: paragraphs of inline content between block elements. */
export function blocks(nodes: HtmlNode[], depth = 0): string[] {
  const out: string[] = [];
  let run: HtmlNode[] = [];
  const flush = () => {
    const text = inline(run)
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('  \n');
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (isElement(node) && (BLOCK.has(node.tag) || hasBlock(node))) {
      flush();
      out.push(...block(node, depth));
    } else run.push(node);
  }
  flush();
  return out;
}

/** Markdown of an element's content. */
export function htmlMarkdown(element: HtmlElement): string {
  return blocks(element.children).join('\n\n');
}
