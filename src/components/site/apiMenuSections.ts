import { DOCS_BASE_PATHS, type DocsBasePath } from '../../../lib/site/docsBasePaths';

/** The header's APIs menu in sections (unless the flag columnMenusWithoutSections is on). */
export const API_MENU_SECTIONS: { title: string; paths: string[] }[] = [
  {
    title: 'Agreements and signing',
    paths: [
      '/docs/esign-rest-api/',
      '/docs/click-api/',
      '/docs/web-forms-api/',
      '/docs/docgensend-api/',
      '/docs/notary-api/',
      '/docs/idevidence-api/',
      '/docs/esign-soap-api/',
      '/docs/dsa-api/',
      '/docs/tsp-api/',
    ],
  },
  {
    title: 'Workflows and agreement data',
    paths: [
      '/docs/maestro-api/',
      '/docs/navigator-api/',
      '/docs/connected-fields-api/',
      '/docs/workspaces-api/',
      '/docs/clm-api/',
      '/docs/rooms-api/',
    ],
  },
  { title: 'Administration', paths: ['/docs/admin-api/', '/docs/monitor-api/'] },
  { title: 'SDKs and toolkits', paths: ['/docs/mobile-sdks/', '/docs/salesforce/'] },
];

/** Each section with its base paths; any base path no section names goes under "More APIs". */
export function apiMenuSections(): { title: string; items: DocsBasePath[] }[] {
  const named = new Set(API_MENU_SECTIONS.flatMap((section) => section.paths));
  const sections = API_MENU_SECTIONS.map((section) => ({
    title: section.title,
    items: section.paths.flatMap((path) => DOCS_BASE_PATHS.filter((base) => base.path === path)),
  }));
  const rest = DOCS_BASE_PATHS.filter((base) => !named.has(base.path));
  return rest.length > 0 ? [...sections, { title: 'More APIs', items: rest }] : sections;
}
