import type { SidebarCategory } from './sidebarTree';

const matches = (name: string, term: string) => name.toLowerCase().includes(term);

/**
 * The tree narrowed to a filter term: a category or resource whose name matches keeps all of
 * its children; otherwise only the methods (and their parents) that match stay.
 */
export function filterTree(categories: SidebarCategory[], filterTerm: string): SidebarCategory[] {
  const term = filterTerm.trim().toLowerCase();
  if (!term) return categories;
  const result: SidebarCategory[] = [];
  for (const category of categories) {
    if (matches(category.name, term)) {
      result.push(category);
      continue;
    }
    const resources = category.resources.flatMap((resource) => {
      if (matches(resource.name, term)) return [resource];
      const methods = resource.methods.filter((m) => matches(m.name, term));
      return methods.length ? [{ ...resource, methods }] : [];
    });
    if (resources.length) result.push({ ...category, resources });
  }
  return result;
}
