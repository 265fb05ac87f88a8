import type { CreatePagesArgs } from 'gatsby';
import { loadApexClasses } from '../../content/apex';
import { loadDocsContent } from '../../content/docs';
import { DOCS_ALIASES } from '../../../lib/site/docsBasePaths';
import { applyPages, templateFile } from '../familyPages';
import { docsPages, type DocsFamilyPage } from './docsPages';

const templates = {
  page: templateFile('docs/DocsPageTemplate.tsx'),
  alias: templateFile('docs/DocsAliasTemplate.tsx'),
};

/** Creates every docs page of content/docs and the alias pages (see docsPages). */
export async function createDocsPages({ actions, reporter }: CreatePagesArgs): Promise<void> {
  let pages: DocsFamilyPage[];
  let count: number;
  try {
    const content = loadDocsContent();
    count = content.length;
    pages = docsPages(content, loadApexClasses());
  } catch (error) {
    reporter.panicOnBuild(`[docs] ${(error as Error).message}`, error as Error);
    return;
  }
  applyPages(actions, templates, pages);
  reporter.info(`[docs] ${count} docs pages, ${DOCS_ALIASES.length} aliases`);
}
