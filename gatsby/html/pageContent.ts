import { findElement, findElements, parseHtml, textContent, type HtmlElement } from './parseHtml';

// Controls and navigation are for the reader's hands, not the page's content: neither the twin
// nor the search index carries them (a select's options, the sidebar, "Copy" buttons).
const CHROME = new Set(['nav', 'aside', 'button', 'select', 'input', 'textarea', 'svg', 'dialog']);
CHROME.add('head');
// Media: a player and its fallback text ("cannot play this video") say nothing in markdown.
['video', 'audio', 'iframe', 'object', 'canvas'].forEach((tag) => CHROME.add(tag));

/** True for what a page shows but does not say: controls, navigation, hidden parts. */
export function isChrome(element: HtmlElement): boolean {
  const { attrs } = element;
  return (
    CHROME.has(element.tag) ||
    'hidden' in attrs ||
    attrs['aria-hidden'] === 'true' ||
    attrs['data-twin'] === 'skip' ||
    attrs.role === 'status' ||
    attrs.role === 'alert'
  );
}

/** A section heading of a page, with the anchor it can be linked at. */
export interface PageHeading {
  id?: string;
  text: string;
  level: number;
}

/** What a built page says: title, description, main content (chrome left out), headings. */
export interface PageContent {
  /** The `<title>`, without the site's suffix. */
  title: string;
  /** The page's own heading (its first h1). */
  heading: string;
  description: string;
  /** The page's `<main>`, or its body when it has none. */
  main: HtmlElement;
  headings: PageHeading[];
  /** Plain text of the main content, without chrome. */
  text: string;
}

/** A copy of the tree without chrome. */
export function withoutChrome(element: HtmlElement): HtmlElement {
  return {
    ...element,
    children: element.children
      .filter((child) => typeof child === 'string' || !isChrome(child))
      .map((child) => (typeof child === 'string' ? child : withoutChrome(child))),
  };
}

const SITE_SUFFIX = / [|·–-] Developer Center$/;

/** Reads a built page's HTML. */
export function pageContent(html: string): PageContent {
  const document = parseHtml(html);
  const head = findElement(document, (e) => e.tag === 'head') ?? document;
  const body = findElement(document, (e) => e.tag === 'body') ?? document;
  const meta = (name: string) =>
    findElement(head, (e) => e.tag === 'meta' && e.attrs.name === name)?.attrs.content ?? '';
  const titleElement = findElement(head, (e) => e.tag === 'title');
  const main = withoutChrome(findElement(body, (e) => e.tag === 'main') ?? body);
  const h1 = findElement(main, (e) => e.tag === 'h1');
  const headings = findElements(main, (e) => /^h[2-4]$/.test(e.tag)).map((e) => ({
    id: e.attrs.id,
    text: textContent(e),
    level: Number(e.tag[1]),
  }));
  return {
    title: (titleElement ? textContent(titleElement) : '').replace(SITE_SUFFIX, ''),
    heading: h1 ? textContent(h1) : '',
    description: meta('description'),
    main,
    headings: headings.filter((heading) => heading.text !== ''),
    text: textContent(main),
  };
}
