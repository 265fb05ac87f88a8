/** @jest-environment node */
import type { DocPage } from '../content/docs';
import { sectionNav } from './docs';

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
