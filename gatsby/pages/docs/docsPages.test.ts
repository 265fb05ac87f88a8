/** @jest-environment node */
import type { DocPage } from '../../content/docs';
import { docsPages, sectionNav } from './docsPages';
import { DOCS_ALIASES } from '../../../lib/site/docsBasePaths';

function page(path: string, title: string, extra: Partial<DocPage> = {}): DocPage {
  return {
    path,
    title,
    description: '',
    html: '',
    text: '',
    layout: 'threeColumns',
    section: path.split('/')[2],
    socialImage: '',
    noindex: false,
    headings: [],
    ...extra,
  };
}

describe('sectionNav', () => {
  const pages = [
    page('/docs/esign-rest-api/how-to/send/', 'Send', { order: 20 }),
    page('/docs/click-api/', 'Click API'),
    page('/docs/esign-rest-api/concepts/envelopes/', 'Envelopes', { order: 10 }),
    page('/docs/esign-rest-api/', 'eSignature REST API', { navTitle: 'Overview' }),
    page('/docs/esign-rest-api/concepts/tabs/', 'Tabs'),
  ];

  it('lists only the pages of the section, landing page first, then by order and title', () => {
    expect(sectionNav(pages, 'esign-rest-api').map((item) => item.path)).toEqual([
      '/docs/esign-rest-api/',
      '/docs/esign-rest-api/concepts/envelopes/',
      '/docs/esign-rest-api/how-to/send/',
      '/docs/esign-rest-api/concepts/tabs/',
    ]);
  });

  it('uses the short nav title and groups pages by their folder', () => {
    const nav = sectionNav(pages, 'esign-rest-api');
    expect(nav[0]).toEqual({ path: '/docs/esign-rest-api/', title: 'Overview', group: null });
    expect(nav[1].group).toBe('Concepts');
    expect(nav[2].group).toBe('How-to guides');
  });

  it('leaves the Apex class pages to the apex layout', () => {
    const apex = [
      page('/docs/salesforce/', 'Apex Toolkit'),
      page('/docs/salesforce/apex/envelope/', 'Envelope', { apexClass: 'Envelope' }),
    ];
    expect(sectionNav(apex, 'salesforce').map((item) => item.path)).toEqual(['/docs/salesforce/']);
  });
});

describe('docsPages', () => {
  const landings = ['/docs/esign-rest-api/', '/docs/clm-api/', '/docs/salesforce/'].map((path) =>
    page(path, `Landing ${path}`, { socialImage: `${path}social.png` }),
  );
  const envelope = {
    name: 'Envelope',
    namespace: 'dfsle',
    kind: 'class' as const,
    summary: 'An envelope.',
    description: '',
    path: '/docs/salesforce/apex/envelope/',
    properties: [],
    methods: [],
  };
  const classPage = page('/docs/salesforce/apex/envelope/', 'Envelope', { apexClass: 'Envelope' });

  it('builds a page per document, then an alias page per alias of docs/behaviour.md §2', () => {
    const pages = docsPages([...landings, classPage], [envelope]);
    expect(pages.filter((p) => p.template === 'page')).toHaveLength(4);
    const aliases = pages.filter((p) => p.template === 'alias');
    expect(aliases.map((p) => p.path)).toEqual(DOCS_ALIASES.map((alias) => alias.from));
    expect(aliases[0].context).toEqual({
      to: '/docs/esign-rest-api/',
      title: 'Landing /docs/esign-rest-api/',
      description: '',
      socialImage: '/docs/esign-rest-api/social.png',
    });
  });

  it('gives the salesforce pages the class list and the class of a class page', () => {
    const pages = docsPages([...landings, classPage], [envelope]);
    const context = (path: string) => pages.find((p) => p.path === path)?.context;
    expect(context('/docs/salesforce/apex/envelope/')).toMatchObject({
      apex: { classes: [{ name: 'Envelope', path: envelope.path }], current: envelope },
    });
    expect(context('/docs/salesforce/')).toMatchObject({ apex: { current: null } });
    expect(context('/docs/clm-api/')).toMatchObject({ apex: null });
  });

  it('refuses an alias whose target has no page, naming it', () => {
    expect(() => docsPages(landings.slice(1), [])).toThrow(
      'alias /sdks/ points at /docs/esign-rest-api/, which has no page',
    );
  });
});
