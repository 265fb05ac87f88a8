import type { ApiReferenceModel, OperationModel } from '../../../lib/reference/model';
import { methodPath, versionChangesPath } from '../../../lib/reference/urls';
import { versionDiff, type DiffOperation } from '../../../lib/reference/versionDiff';
import type {
  ChangedOperation,
  VersionChangesPageContext,
} from '../../../src/templates/apiReference/pageContext';
import { pageSeo } from './seo';
import { versionLinks } from './versions';

// A page lists at most this many field changes per operation, then says how many more.
export const FIELDS_PER_OPERATION = 150;

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
  return {
    path,
    context: {
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
      added: diff.added.map(inPrimary),
      removed: diff.removed.map(inLegacy),
      changed: diff.changed.map((change) => ({
        operation: inPrimary(change.operation),
        fields: change.fields.slice(0, FIELDS_PER_OPERATION),
        more: Math.max(0, change.fields.length - FIELDS_PER_OPERATION),
      })),
    },
  };
}
