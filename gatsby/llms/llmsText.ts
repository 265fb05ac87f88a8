/** One page as llms.txt lists it. */
export interface LlmsPage {
  /** Absolute URL, as in the sitemap. */
  url: string;
  title: string;
  /** One line. */
  summary: string;
  /** The section heading it is listed under, e.g. "eSignature REST API: Envelopes". */
  section: string;
  /** The page's text, for llms-full.txt. */
  body?: string;
}

export interface LlmsSite {
  title: string;
  summary: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
// Brackets would end the link text early.
const linkText = (text: string) => oneLine(text).replace(/[[\]]/g, (c) => `\\${c}`);

/** Pages by section, sections in first-seen order, pages in the given order. */
function bySection(pages: LlmsPage[]): Map<string, LlmsPage[]> {
  const sections = new Map<string, LlmsPage[]>();
  for (const page of pages) {
    const listed = sections.get(page.section);
    if (listed) listed.push(page);
    else sections.set(page.section, [page]);
  }
  return sections;
}

/**
 * llms.txt as the proposal (llmstxt.org) shapes it: an H1, a blockquote summary, then H2
 * sections each listing `- [title](url): summary`.
 */
export function llmsIndex(site: LlmsSite, pages: LlmsPage[]): string {
  const lines = [`# ${oneLine(site.title)}`, '', `> ${oneLine(site.summary)}`, ''];
  for (const [section, listed] of bySection(pages)) {
    lines.push(`## ${oneLine(section)}`, '');
    for (const page of listed) {
      const summary = oneLine(page.summary);
      lines.push(`- [${linkText(page.title)}](${page.url})${summary ? `: ${summary}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** One page of llms-full.txt: its H2, URL and summary, then its text (`body`) if any. */
export function llmsFullPart(page: LlmsPage, body: string | undefined): string {
  return `\n${[`## ${oneLine(page.title)}`, '', `URL: ${page.url}`, '', oneLine(page.summary), '']
    .concat(body ? [body.trim(), ''] : [])
    .join('\n')}`;
}

/** The pages in runs of consecutive pages under the same section, in order. */
export function sectionRuns(pages: LlmsPage[]): LlmsPage[][] {
  const runs: LlmsPage[][] = [];
  for (const page of pages) {
    const last = runs.at(-1);
    if (last && last[0].section === page.section) last.push(page);
    else runs.push([page]);
  }
  return runs;
}
