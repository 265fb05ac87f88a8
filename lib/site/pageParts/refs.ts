import { isPagePartName } from './budget';

/** Where a value sits in a page's data: keys and indices from its root. */
export type PartPath = (string | number)[];

/**
 * What a page over budget left out, in the order it was cut: a long text emptied (`text`), an
 * array's elements from `from` on (`tail`), or a map's entries from the `from`-th on
 * (`entries`). The part file holds what was there.
 */
export interface PagePartRef {
  path: PartPath;
  kind: 'text' | 'tail' | 'entries';
  from?: number;
  part: string;
}

/** The key of a page's data that lists its parts. */
export const PAGE_PARTS_KEY = 'pageParts';

const isRef = (ref: unknown): ref is PagePartRef => {
  const candidate = ref as PagePartRef | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.path) &&
    ['text', 'tail', 'entries'].includes(candidate.kind) &&
    isPagePartName(candidate.part)
  );
};

/** The parts a page's data (context or query result) left out; none when it was not cut. */
export function pagePartRefs(data: unknown): PagePartRef[] {
  if (typeof data !== 'object' || data === null) return [];
  const refs = (data as Record<string, unknown>)[PAGE_PARTS_KEY];
  return Array.isArray(refs) ? refs.filter(isRef) : [];
}
