import path from 'node:path';
import type { Actions } from 'gatsby';

/**
 * One page of a family, built before Gatsby sees it: the template it uses (a key of the family's
 * template table), its path and the page context its template renders (lib/site/pageContext).
 * Building is pure and tested on plain data; applying is one createPage per page.
 */
export interface FamilyPage<Template extends string, Context extends object> {
  template: Template;
  path: string;
  context: Context;
}

/**
 * A template of src/templates named by its file, as createPage wants: the build never imports
 * the browser's code (the gatsby/src fence of eslint.config.mjs).
 */
export function templateFile(file: string): string {
  return path.resolve(__dirname, '../../src/templates', file);
}

/** The apply step: creates each built page with the file of its template. */
export function applyPages<Template extends string>(
  actions: Pick<Actions, 'createPage'>,
  templates: Record<Template, string>,
  pages: FamilyPage<Template, object>[],
): void {
  for (const page of pages) {
    actions.createPage({
      path: page.path,
      component: templates[page.template],
      context: page.context,
    });
  }
}
