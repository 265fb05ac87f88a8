// A small HTML reader for the pages the build itself wrote (React's server rendering: quoted
// attributes, closed elements), so search documents and markdown twins are read from the very
// HTML a visitor gets. Dependency-free like lib/htmlText.ts; not a general-purpose parser.

/** An element of a built page; text nodes are plain strings with entities decoded. */
export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta']);
['source', 'track', 'wbr'].forEach((tag) => VOID.add(tag));
// Their content is not markup: skipped whole.
const RAW = new Set(['script', 'style', 'template', 'noscript']);

const TOKEN =
  /<!--[\s\S]*?-->|<![^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
Object.assign(NAMED, { nbsp: '\u00a0', ndash: '–', mdash: '—', hellip: '…', middot: '·' });

/** Decodes named (the common ones) and numeric character references. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text; // most text and attribute values: no regex pass
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTR))
    attrs[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  return attrs;
}

/** The document tree of an HTML text; unmatched end tags are ignored, open ones closed at the end. */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#document', attrs: {}, children: [] };
  const stack = [root];
  const top = () => stack[stack.length - 1];
  const text = (value: string) => value && top().children.push(decodeEntities(value));
  // Lowered once, when a raw element's end is first looked for (each script lowered the whole
  // page again: Gatsby writes several a page).
  let lower: string | undefined;
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    text(html.slice(last, match.index));
    last = TOKEN.lastIndex;
    const [, end, start, attrSource] = match;
    if (end) {
      const tag = end.toLowerCase();
      let at = stack.length - 1;
      while (at > 0 && stack[at].tag !== tag) at -= 1;
      if (at > 0) stack.length = at;
    } else if (start) {
      const tag = start.toLowerCase();
      if (RAW.has(tag)) {
        lower ??= html.toLowerCase();
        const close = lower.indexOf(`</${tag}`, last);
        last = close < 0 ? html.length : html.indexOf('>', close) + 1;
        TOKEN.lastIndex = last;
        continue;
      }
      const element: HtmlElement = { tag, attrs: attributes(attrSource ?? ''), children: [] };
      top().children.push(element);
      if (!VOID.has(tag) && !match[0].endsWith('/>')) stack.push(element);
    }
  }
  text(html.slice(last));
  return root;
}

/** The first element, depth first, that `test` accepts. */
export function findElement(
  node: HtmlElement,
  test: (element: HtmlElement) => boolean,
): HtmlElement | undefined {
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Every element, depth first, that `test` accepts (not looking inside the ones it takes). */
export function findElements(
  node: HtmlElement,
  test: (element: HtmlElement) => boolean,
): HtmlElement[] {
  return node.children.flatMap((child) =>
    typeof child === 'string' ? [] : test(child) ? [child] : findElements(child, test),
  );
}

// Elements that sit inside a line of text; any other element ends a word.
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 's', 'small', 'span']);
['strong', 'sub', 'sup', 'time', 'u', 'wbr', 'bdi', 'cite', 'q', 'var'].forEach((t) =>
  INLINE.add(t),
);

/** The text of a node, spaces collapsed; blocks (paragraphs, cells, items) apart. */
export function textContent(node: HtmlNode): string {
  const raw = (n: HtmlNode): string => {
    if (typeof n === 'string') return n;
    const inner = n.children.map(raw).join('');
    return INLINE.has(n.tag) ? inner : ` ${inner} `;
  };
  return raw(node).replace(/\s+/g, ' ').trim();
}
