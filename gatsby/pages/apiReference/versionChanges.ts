import type { ApiReferenceModel, OperationModel } from '../../../lib/reference/model';
import { methodPath, versionChangesPath } from '../../../lib/reference/urls';
import { versionDiff, type DiffOperation } from '../../../lib/reference/versionDiff';
import type {
  ChangedOperation,
  VersionChangesPageContext,
} from '../../../lib/site/pageContext/apiReference';
import { pageSeo } from './seo';
import { versionLinks } from './versions';

// A page lists at most this many field changes per operation, then says how many more.
export const FIELDS_PER_OPERATION = 150;

/**
 * The page-data budget of the page (docs/behaviour.md §2: every page-data ≤ 100 KB, with room
 * for the rest of the page's data). Two versions far apart (a whole API rewritten) list fewer
 * field changes per operation, then fewer operations per list, each list saying how many more.
 */
export const CHANGES_PAGE_BYTES = 80 * 1024;
const FIELD_CAPS = [FIELDS_PER_OPERATION, 50, 10, 0];

type Lists = Pick<VersionChangesPageContext, 'added' | 'removed' | 'changed'>;

/** The lists cut to `keep` operations each (the counts of the rest kept) and `fields` fields. */
function cut(full: Lists, keep: number, fields: number) {
  return {
    added: full.added.slice(0, keep),
    removed: full.removed.slice(0, keep),
    changed: full.changed.slice(0, keep).map((change) => ({
      ...change,
      fields: change.fields.slice(0, fields),
      more: change.fields.length + change.more - Math.min(fields, change.fields.length),
    })),
    moreAdded: Math.max(0, full.added.length - keep),
    moreRemoved: Math.max(0, full.removed.length - keep),
    moreChanged: Math.max(0, full.changed.length - keep),
  };
}

function withinBudget<T extends object>(base: T, full: Lists) {
  const fits = (lists: object) =>
    JSON.stringify({ ...base, ...lists }).length <= CHANGES_PAGE_BYTES;
  const all = Math.max(full.added.length, full.removed.length, full.changed.length);
  for (const fields of FIELD_CAPS) {
    const lists = cut(full, all, fields);
    if (fits(lists)) return lists;
  }
  let keep = all;
  while (keep > 0 && !fits(cut(full, keep, 0))) keep = Math.floor(keep / 2);
  return cut(full, keep, 0);
}

function pagePaths(model: ApiReferenceModel) {
  const paths = new Map<OperationModel, string>();
  for (const category of model.categories)
    for (const resource of category.resources)
      for (const method of resource.methods)
        paths.set(method, methodPath(model, category, resource, method));
  return paths;
}

function linker(model: ApiReferenceModel) {
  const paths = pagePaths(model);
  const find = (op: DiffOperation) =>
    [...paths.entries()].find(([m]) => m.httpMethod === op.httpMethod && m.path === op.path)?.[1];
  return (op: DiffOperation): ChangedOperation => ({ ...op, pagePath: find(op) ?? model.basePath });
}

/**
 * The "what changed" page from `legacy` to `primary`, computed at build time from the two
 * catalogs; it sits in the primary version's reference, with its sidebar.
 */
export function versionChangesPage(
  primary: ApiReferenceModel,
  legacy: ApiReferenceModel,
  siblings: ApiReferenceModel[],
  siteUrl: string,
  hasApiExplorer: boolean,
): { path: string; context: VersionChangesPageContext } {
  const path = versionChangesPath(primary, legacy.version);
  const diff = versionDiff(legacy, primary);
  const inPrimary = linker(primary);
  const inLegacy = linker(legacy);
  const title = `What changed in ${primary.displayName} ${primary.version} since ${legacy.version}`;
  const base = {
    pagePath: path,
    api: {
      apiName: primary.apiName,
      displayName: primary.displayName,
      version: primary.version,
      versionTag: primary.versionTag,
      basePath: primary.basePath,
      hasApiExplorer,
    },
    breadcrumbs: [
      { label: `${primary.displayName} ${primary.version}`, path: primary.basePath },
      { label: `Changes since ${legacy.version}`, path },
    ],
    versions: versionLinks(siblings, primary, {}, primary.basePath),
    seo: pageSeo({
      title,
      description: `Operations and fields added, removed or changed from ${legacy.version} to ${primary.version}.`,
      path,
      siteUrl,
      versionTag: primary.versionTag,
    }),
    fromVersion: legacy.version,
    toVersion: primary.version,
  };
  const full: Lists = {
    added: diff.added.map(inPrimary),
    removed: diff.removed.map(inLegacy),
    changed: diff.changed.map((change) => ({
      operation: inPrimary(change.operation),
      fields: change.fields,
      more: 0,
    })),
  };
  return { path, context: { ...base, ...withinBudget(base, full) } };
}
