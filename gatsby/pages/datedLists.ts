import type { CreatePagesArgs } from 'gatsby';
import { EVENTS_FILE, SPOTLIGHT_FILE, loadDatedItems, splitByDate } from '../content/datedLists';
import { formatDateRange } from '../../lib/site/dates';
import type { DatedItem, DatedListContext } from '../../lib/site/pageContext/datedList';
import { templateFile } from './familyPages';

const TEMPLATE = templateFile('datedList/DatedListTemplate.tsx');

const LISTS = [
  {
    pagePath: '/developer-events/',
    file: EVENTS_FILE,
    title: 'Developer events',
    description: 'Webinars, hackathons and meetups for developers building on the platform.',
  },
  {
    pagePath: '/developer-spotlight/',
    file: SPOTLIGHT_FILE,
    title: 'Developer spotlight',
    description:
      'Developers and the integrations they built: interviews with community members, upcoming and past.',
  },
];

const shown = (item: DatedItem) => ({ ...item, when: formatDateRange(item.date, item.end) });

/** The context of a dated list page, split into upcoming and past on `today` (YYYY-MM-DD). */
export function datedListContext(
  list: Omit<(typeof LISTS)[number], 'file'>,
  items: DatedItem[],
  today: string,
): DatedListContext {
  const { upcoming, past } = splitByDate(items, today);
  return {
    pagePath: list.pagePath,
    title: list.title,
    description: list.description,
    builtOn: today,
    upcoming: upcoming.map(shown),
    past: past.map(shown),
  };
}

/** Creates /developer-events/ and /developer-spotlight/, split on the build date. */
export async function createDatedListPages({ actions, reporter }: CreatePagesArgs): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  for (const { file, ...list } of LISTS) {
    let items: DatedItem[];
    try {
      items = loadDatedItems(file);
    } catch (error) {
      reporter.panicOnBuild(`[dated lists] ${(error as Error).message}`, error as Error);
      return;
    }
    const context = datedListContext(list, items, today);
    actions.createPage({ path: list.pagePath, component: TEMPLATE, context });
  }
}
