/** One link of a docs section's left navigation; `group` is the heading it sits under. */
export interface DocNavItem {
  path: string;
  title: string;
  group: string | null;
}

/** A heading of the current page, for the "On this page" column. */
export interface TocHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

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
