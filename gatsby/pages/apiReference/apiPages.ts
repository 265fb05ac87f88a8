import type { ApiReferenceModel, RegistryEntry } from '../../../lib/reference/model';
import { operationForPage } from '../../../lib/reference';
import { withGeneratedExamples } from './generatedExamples';
import type { ExampleStore } from './exampleStore';
import { referencePages, sidebarSlice, type ReferencePage } from './pageContexts';
import { versionChangesPage } from './versionChanges';

/** A page of an API with the sidebar slice it shows. */
export interface ApiPage {
  template: ReferencePage['template'] | 'changes';
  path: string;
  context: ReferencePage['context'];
  sliceId: string;
}

/** Everything the build creates for one API (all its versions): plain data, kept between builds. */
export interface ApiPages {
  slices: ReturnType<typeof sidebarSlice>[];
  pages: ApiPage[];
}

/**
 * The pages and sidebar slices of one API: every version's landing, category, resource and
 * method pages, and the primary version's "what changed" page from each legacy version.
 */
export function apiPages(
  siblings: ApiReferenceModel[],
  {
    siteUrl,
    registry,
    examples,
  }: { siteUrl: string; registry?: RegistryEntry; examples?: ExampleStore },
): ApiPages {
  const built: ApiPages = { slices: [], pages: [] };
  for (const model of siblings) {
    const sidebar = sidebarSlice(model, registry);
    built.slices.push(sidebar);
    const pages = referencePages(model, {
      siteUrl,
      registry,
      siblings,
      operationForPage: (m, operation) =>
        withGeneratedExamples(m, operationForPage(m, operation), examples?.forModel(m)),
    });
    for (const page of pages) built.pages.push({ ...page, sliceId: sidebar.id });
    // The primary version's "what changed" page from each legacy version, linked from the switcher.
    for (const legacy of model.isPrimary ? siblings.filter((other) => !other.isPrimary) : []) {
      const changes = versionChangesPage(
        model,
        legacy,
        siblings,
        siteUrl,
        registry?.hasApiExplorer ?? false,
      );
      built.pages.push({
        template: 'changes',
        path: changes.path,
        context: changes.context as unknown as ReferencePage['context'],
        sliceId: sidebar.id,
      });
    }
  }
  return built;
}
