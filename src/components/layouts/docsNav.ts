import type { DocNavItem } from '../../../lib/site/pageContext/docs';

/** Nav items grouped in order of first appearance; ungrouped items come first. */
export function groupNav(items: DocNavItem[]): { group: string | null; items: DocNavItem[] }[] {
  const groups: { group: string | null; items: DocNavItem[] }[] = [];
  for (const item of items) {
    const existing = groups.find((entry) => entry.group === item.group);
    if (existing) existing.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups.sort((a, b) => Number(a.group !== null) - Number(b.group !== null));
}
