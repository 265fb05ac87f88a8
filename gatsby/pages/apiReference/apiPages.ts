import type { ApiReferenceModel, RegistryEntry } from '../../../lib/reference/model';
import { pageOperation } from './generatedExamples';
import type { ExampleStore } from './exampleStore';
import { referencePages, sidebarSlice, sidebarSliceId, type ReferencePage } from './pageContexts';
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

interface ApiPageOptions {
  siteUrl: string;
  registry?: RegistryEntry;
  examples?: ExampleStore;
}

/**
 * One version's pages (landing, category, resource and method) and its sidebar slice. Of the
 * other versions it uses only their shape (`versionShape`): the version switcher's links.
 */
export function versionPages(
  model: ApiReferenceModel,
  siblings: ApiReferenceModel[],
  { siteUrl, registry, examples }: ApiPageOptions,
): ApiPages {
  const sidebar = sidebarSlice(model, registry);
  const pages = referencePages(model, {
    siteUrl,
    registry,
    siblings,
    operationForPage: (m, operation) => pageOperation(m, operation, examples),
  });
  return { slices: [sidebar], pages: pages.map((page) => ({ ...page, sliceId: sidebar.id })) };
}

/** The primary version's "what changed" page from one legacy version, linked from the switcher. */
export function changesPage(
  primary: ApiReferenceModel,
  legacy: ApiReferenceModel,
  siblings: ApiReferenceModel[],
  { siteUrl, registry }: ApiPageOptions,
): ApiPage {
  const changes = versionChangesPage(
    primary,
    legacy,
    siblings,
    siteUrl,
    registry?.hasApiExplorer ?? false,
  );
  return {
    template: 'changes',
    path: changes.path,
    context: changes.context as unknown as ReferencePage['context'],
    sliceId: sidebarSliceId(primary),
  };
}

/**
 * What a version's pages use of another version (versionLinks in versions.ts): its place, tags
 * and every category, resource and method by slug, with operation ids. An edit to an operation's
 * text leaves it unchanged, so the other versions' pages are not made again.
 */
export function versionShape(model: ApiReferenceModel): string {
  return JSON.stringify([
    model.apiName,
    model.version,
    model.versionTag ?? null,
    model.isPrimary,
    model.basePath,
    model.categories.map((category) => [
      category.slug,
      category.resources.map((resource) => [
        resource.slug,
        resource.methods.map((method) => [method.slug, method.operationId ?? null]),
      ]),
    ]),
  ]);
}

/**
 * The pages and sidebar slices of one API: every version's landing, category, resource and
 * method pages, and the primary version's "what changed" page from each legacy version.
 */
export function apiPages(siblings: ApiReferenceModel[], options: ApiPageOptions): ApiPages {
  const built: ApiPages = { slices: [], pages: [] };
  for (const model of siblings) {
    const own = versionPages(model, siblings, options);
    built.slices.push(...own.slices);
    built.pages.push(...own.pages);
    for (const legacy of model.isPrimary ? siblings.filter((other) => !other.isPrimary) : [])
      built.pages.push(changesPage(model, legacy, siblings, options));
  }
  return built;
}
