// The corpus: which specs, in which format, of which size, and their registry entries.
import { esignature } from './esignature.mjs';
import { SHAPED_PROFILES } from './shapes/index.mjs';
import { pascal, words } from './text.mjs';

/** A smaller API: `resources` resources over `categoryCount` categories (none: no x-ds-categories). */
function smallApi(
  swaggerName,
  format,
  { title, nouns, operations, definitions, categoryCount, tags = true, version = 'v1' },
) {
  const resources = nouns.map((noun) => pascal(noun));
  const per = Math.ceil(resources.length / Math.max(1, categoryCount));
  const categories =
    categoryCount > 0
      ? Array.from({ length: categoryCount }, (_, i) => ({
          name: resources[i * per],
          resources: resources.slice(i * per, (i + 1) * per),
        }))
      : [{ name: title, resources }];
  return {
    swaggerName,
    format,
    title,
    version,
    host: `demo.${swaggerName.split('-')[0]}.example.com`,
    basePath: '',
    pathPrefix: `/${version}/accounts/{accountId}`,
    tags,
    withCategories: categoryCount > 0,
    categories: categories.filter((c) => c.resources.length > 0),
    operations,
    definitions,
    // the costly shapes of the real specs this API carries (shapes/index.mjs)
    ...SHAPED_PROFILES[swaggerName],
  };
}

const PLATFORM_NOUNS = words(`
  agreement workflow instance step form field template document party obligation clause review
  approval archive audit export import job task queue report dashboard metric alert webhook
  subscription key token session device location region tenant organization member role policy
  rule label tag note comment attachment file folder library catalog product price invoice order
  payment refund contract renewal milestone event calendar schedule extension
`).map((noun) => `${noun}s`);

/** The public spec with no tags and no categories: resources come from path segments. */
function platform(full) {
  const nouns = full ? PLATFORM_NOUNS : PLATFORM_NOUNS.slice(0, 4);
  return {
    ...smallApi('platform-v1', 'openapi-3.0', {
      title: 'Platform API',
      nouns,
      operations: full ? 140 : 10,
      definitions: full ? 320 : 40,
      categoryCount: 0,
      tags: false,
    }),
    wide: Array.from({ length: full ? 30 : 2 }, (_, i) => ({
      name: `platformRecord${i + 1}`,
      count: 60 + 6 * i,
    })),
  };
}

/**
 * The smaller APIs, one a line: `swaggerName format extension version operations definitions
 * categories | title | resources`; 0 categories: no x-ds-categories.
 */
const SMALL_APIS = `
  click-v1 openapi-3.0 json v1 20 40 2 | Click API | clickwraps clickwrapAgreements clickwrapVersions clickwrapUsers serviceInformation
  admin-v2.1 openapi-3.0 yaml v2.1 30 70 3 | Admin API | organizations users accounts identityProviders reservedDomains bulkExports bulkImports dsGroups
  rooms-v2 swagger-2.0 json v2 25 60 3 | Rooms API | rooms roomTemplates roomFolders documents forms formGroups offices regions
  clm-v2 openapi-3.1 yaml v2 15 35 0 | CLM API | documents folders workflows members attributes
  idevidence-v1 openapi-3.0 json v1 10 20 1 | ID Evidence API | events media resources
  monitor-v2.0 openapi-3.0 json v2.0 8 15 0 | Monitor API | datasets streams
  navigator-0.6.2-beta openapi-3.1 json 0.6.2-beta 20 45 0 | Navigator API | agreements parties provisions documents jobs
  webforms-1.1.0 openapi-3.1 yaml 1.1.0 20 40 2 | Web Forms API | forms instances formVersions components accountSettings
  workspaces-v1 openapi-3.0 json v1 18 40 1 | Workspaces API | workspaces workspaceUsers workspaceDocuments workspaceUploads workspaceEnvelopes
  maestro-1.0.7 openapi-3.1 json 1.0.7 260 90 1 | Maestro API | workflows workflowInstances workflowTriggers
`
  .trim()
  .split('\n')
  .map((line) => {
    const [head, title, nouns] = line.split(' | ');
    const [swaggerName, format, extension, version, operations, definitions, categoryCount] =
      words(head);
    const options = {
      title,
      nouns: words(nouns),
      version,
      operations: Number(operations),
      definitions: Number(definitions),
      categoryCount: Number(categoryCount),
    };
    return [swaggerName, format, extension, options];
  });

/** A registry entry as content/apis/registry.json holds them. */
function entry(profile, legacyVersions = []) {
  const slug = profile.swaggerName.split('-')[0];
  return {
    swaggerName: profile.swaggerName,
    displayName: profile.title,
    route: slug === 'esignature' ? '/docs/esign-rest-api' : `/docs/${slug}-api`,
    primaryVersion: { value: profile.version },
    legacyVersions,
    sidebarTitle: profile.title,
    apiBasePathDemo: `/${slug}api`,
    hasApiExplorer: true,
    hasSdk: slug === 'esignature',
  };
}

/** How many copies of the full corpus each scale writes (small: a reduced one). */
export const COPIES = { small: 1, full: 1, '10x': 10 };

/**
 * Copy `n` (2, 3, ...) of a profile: the same shape under its own name, title, host and route,
 * so a ten-times corpus is many APIs, as a company's would be, not one API ten times over.
 */
function copyOf(profile, n) {
  if (n === 1) return profile;
  const [slug, ...rest] = profile.swaggerName.split('-');
  return {
    ...profile,
    swaggerName: [`${slug}${n}`, ...rest].join('-'),
    title: `${profile.title} ${n}`,
    host: profile.host.replace(/^demo\.([^.]+)/, `demo.$1${n}`),
  };
}

/** Every spec of the corpus ({ profile, extension }) and the registry that lists them. */
export function corpus(scale) {
  const one = oneCorpus(scale);
  if (COPIES[scale] === 1) return one;
  const copies = Array.from({ length: COPIES[scale] }, (_, i) => {
    const renamed = new Map(one.specs.map(({ profile }) => [profile, copyOf(profile, i + 1)]));
    return {
      specs: one.specs.map(({ profile, extension }) => ({
        profile: renamed.get(profile),
        extension,
      })),
      registry: one.registry.map((item) => entryCopy(item, i + 1)),
    };
  });
  return {
    specs: copies.flatMap((copy) => copy.specs),
    registry: copies.flatMap((copy) => copy.registry),
  };
}

/** The registry entry of copy `n`, naming the copied spec files. */
function entryCopy(item, n) {
  if (n === 1) return item;
  const name = (swaggerName) => copyOf({ swaggerName, title: '', host: '' }, n).swaggerName;
  const slug = name(item.swaggerName).split('-')[0];
  return {
    ...item,
    swaggerName: name(item.swaggerName),
    displayName: `${item.displayName} ${n}`,
    sidebarTitle: `${item.sidebarTitle} ${n}`,
    route: `/docs/${slug}-api`,
    apiBasePathDemo: `/sandbox/${slug}api`,
    legacyVersions: item.legacyVersions.map((legacy) => ({
      ...legacy,
      swaggerName: name(legacy.swaggerName),
    })),
  };
}

function oneCorpus(scale) {
  const full = scale !== 'small';
  const primary = esignature({ full, legacy: false });
  const legacy = esignature({ full, legacy: true });
  const specs = [
    { profile: primary, extension: 'json' },
    { profile: legacy, extension: 'json' },
    { profile: platform(full), extension: 'json' },
  ];
  const small = full
    ? SMALL_APIS
    : [
        [
          'click-v1',
          'openapi-3.1',
          'yaml',
          { ...SMALL_APIS[0][3], operations: 6, definitions: 12 },
        ],
      ];
  for (const [swaggerName, format, extension, options] of small) {
    specs.push({ profile: smallApi(swaggerName, format, options), extension });
  }
  const registry = specs
    .filter(({ profile }) => profile !== legacy)
    .map(({ profile }) =>
      profile === primary
        ? entry(profile, [{ value: legacy.version, swaggerName: legacy.swaggerName }])
        : entry(profile),
    );
  return { specs, registry };
}
