import { loadSitePages } from './sitePages';

// The routes of docs/behaviour.md §2 that content/pages provides (the rest are src/pages, docs,
// updates pages, dated lists (events, developer spotlight), or other helpers' pages).
const ROUTES = [
  '/platform/',
  '/platform/auth/',
  '/platform/build-integration/',
  '/platform/webhooks/',
  '/platform/go-live/',
  '/tools/overview/',
  '/tools/api-dashboard/',
  '/tools/ide-extensions/',
  '/partner/',
  '/partner/integration-guide/',
  '/partner/plan-isv-implementation/',
  '/success/',
  '/support/',
  '/training/',
  '/extension-apps/',
  '/get-started/',
  '/hackathons/',
  '/intelligent-agreement-management/',
  '/sample-apps/',
];

describe('loadSitePages', () => {
  const pages = loadSitePages();

  it('has a page for every site route of docs/behaviour.md §2', () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...ROUTES].sort());
  });

  it('keeps metadata within the limits, with a social image and a real body', () => {
    for (const page of pages) {
      expect(page.title.length).toBeLessThanOrEqual(60);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(150);
      expect(page.socialImage).toMatch(/^\/images\/social\/.+\.png$/);
      expect(page.text.length).toBeGreaterThan(400);
      expect(['threeColumns', 'contentfulPage']).toContain(page.layout);
    }
  });

  it('documents both OAuth flows with the demo users on /platform/auth/', () => {
    const auth = pages.find((page) => page.path === '/platform/auth/');
    expect(auth?.text).toContain('code_challenge_method=S256');
    expect(auth?.text).toContain('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(auth?.text).toContain('admin@example.test');
  });
});
