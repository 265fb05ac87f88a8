/** A changelog entry as the list shows it. */
export interface ChangelogSummary {
  path: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The APIs the release affects. */
  apis: string[];
  tags: string[];
}

/** pageContext of /changelog/ (gatsby/pages/changelog.ts). */
export interface ChangelogListContext {
  entries: ChangelogSummary[];
}

/** pageContext of /changelog/{slug}/. */
export interface ChangelogEntryContext {
  entry: ChangelogSummary & { html: string };
}
