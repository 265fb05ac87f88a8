import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { loadChangelog, type ChangelogContent } from '../content/changelog';
import { changelogFeedItems, rssFeed } from '../content/feeds';
import type {
  ChangelogEntryContext,
  ChangelogListContext,
  ChangelogSummary,
} from '../../src/templates/changelog/pageContext';

const LIST_TEMPLATE = path.resolve(
  __dirname,
  '../../src/templates/changelog/ChangelogListTemplate.tsx',
);
const ENTRY_TEMPLATE = path.resolve(
  __dirname,
  '../../src/templates/changelog/ChangelogEntryTemplate.tsx',
);

function summary({ path: entryPath, title, description, date, apis, tags }: ChangelogContent) {
  return { path: entryPath, title, description, date, apis, tags } satisfies ChangelogSummary;
}

/** Creates /changelog/ and /changelog/{slug}/ from content/changelog. */
export async function createChangelogPages({ actions, reporter }: CreatePagesArgs): Promise<void> {
  let entries: ChangelogContent[];
  try {
    entries = loadChangelog();
  } catch (error) {
    reporter.panicOnBuild(`[changelog] ${(error as Error).message}`, error as Error);
    return;
  }
  const list: ChangelogListContext = { entries: entries.map(summary) };
  actions.createPage({ path: '/changelog/', component: LIST_TEMPLATE, context: list });
  for (const entry of entries) {
    const context: ChangelogEntryContext = { entry: { ...summary(entry), html: entry.html } };
    actions.createPage({ path: entry.path, component: ENTRY_TEMPLATE, context });
  }
}

/** After the build: /changelog/rss.xml. */
export function writeChangelogOutputs(publicDir: string, siteUrl: string): void {
  const dir = path.join(publicDir, 'changelog');
  fs.mkdirSync(dir, { recursive: true });
  const channel = {
    title: 'Changelog',
    description:
      'Release notes of the platform APIs: new features, changes, fixes and deprecations.',
    path: '/changelog/',
  };
  fs.writeFileSync(
    path.join(dir, 'rss.xml'),
    rssFeed(siteUrl, channel, changelogFeedItems(loadChangelog())),
  );
}
