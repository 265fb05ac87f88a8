/** One dated item: an event or a developer spotlight interview. */
export interface DatedItem {
  /** The anchor of the item on its page. */
  id: string;
  title: string;
  /** ISO date (YYYY-MM-DD) it starts on. */
  date: string;
  /** ISO date of its last day, for items longer than a day. */
  end?: string;
  where?: string;
  summary: string;
  body?: string;
  agenda?: string[];
  /** A site path with more. */
  link?: string;
}

/** An item with its date written out ("12–14 February 2027"). */
export type ShownDatedItem = DatedItem & { when: string };

/** pageContext of /developer-events/ and /developer-spotlight/ (gatsby/pages/datedLists.ts). */
export interface DatedListContext {
  pagePath: string;
  title: string;
  description: string;
  /** The build date the split was made on (YYYY-MM-DD). */
  builtOn: string;
  /** Soonest first. */
  upcoming: ShownDatedItem[];
  /** Newest first. */
  past: ShownDatedItem[];
}
