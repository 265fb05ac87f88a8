import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { isSearchCategory } from '../../../lib/search/searchContract';
import type { SearchKind } from '../../../lib/search/searchContract';
import type { SearchDocument } from '../../../lib/search/searchDocument';

export const SEARCH_CONTENT_DIR = path.resolve(__dirname, '../../../content/search');

const KINDS: readonly SearchKind[] = [
  'guide',
  'support',
  'blog',
  'community',
  'website',
  'course',
  'changelog',
  'video',
  'event',
  'newsletter',
];

type Raw = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads one site file (see content/search/README.md); bad data fails naming file and entry. */
export function parseSearchContent(source: string, file: string): SearchDocument[] {
  let raw: Raw;
  try {
    raw = (YAML.parse(source) ?? {}) as Raw;
  } catch (error) {
    throw new Error(`Search content ${file}: ${(error as Error).message}`, { cause: error });
  }
  if (!isSearchCategory(raw.category)) {
    throw new Error(`Search content ${file}: "category" must be one of the search categories`);
  }
  const category = raw.category;
  const kind = raw.kind as SearchKind;
  if (!KINDS.includes(kind))
    throw new Error(`Search content ${file}: unknown kind "${String(kind)}"`);
  const entries = Array.isArray(raw.entries) ? (raw.entries as Raw[]) : [];
  return entries.map((entry, index) => {
    const title = text(entry?.title);
    const url = text(entry?.url);
    if (!title || !url)
      throw new Error(`Search content ${file}: entry ${index + 1} needs a title and a url`);
    const headings = Array.isArray(entry.headings) ? entry.headings.map(String) : undefined;
    return {
      id: url,
      title,
      url,
      category,
      kind,
      summary: text(entry.summary),
      body: text(entry.body),
      headings,
    };
  });
}

/** Every entry of content/search, file by file in name order. */
export function loadSearchContent(dir: string = SEARCH_CONTENT_DIR): SearchDocument[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .flatMap((file) => {
      const full = path.join(dir, file);
      return parseSearchContent(fs.readFileSync(full, 'utf8'), full);
    });
}
