import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { loadChangelog, type ChangelogContent } from '../content/changelog';
import { changelogFeedItems, rssFeed } from '../content/feeds';
import type {
  ChangelogEntryContext,
  ChangelogListContext,
  ChangelogSummary,
} from '../../lib/site/pageContext/changelog';
import { applyPages, templateFile, type FamilyPage } from './familyPages';

const templates = {
  list: templateFile('changelog/ChangelogListTemplate.tsx'),
  entry: templateFile('changelog/ChangelogEntryTemplate.tsx'),
};

/** A page of the changelog family. */
export type ChangelogPage =
  FamilyPage<'list', ChangelogListContext> | FamilyPage<'entry', ChangelogEntryContext>;

function summary({ path: entryPath, title, description, date, apis, tags }: ChangelogContent) {
  return { path: entryPath, title, description, date, apis, tags } satisfies ChangelogSummary;
}

/** /changelog/ and /changelog/{slug}/ of the entries, newest first as loaded. */
export function changelogPages(entries: ChangelogContent[]): ChangelogPage[] {
  return [
    { template: 'list', path: '/changelog/', context: { entries: entries.map(summary) } },
    ...entries.map((entry): ChangelogPage => ({
      template: 'entry',
      path: entry.path,
      context: { entry: { ...summary(entry), html: entry.html } },
    })),
  ];
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
  applyPages(actions, templates, changelogPages(entries));
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
