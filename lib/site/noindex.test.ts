/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { BETA_API_ROUTES, isNoIndexPath } from './noindex';

describe('isNoIndexPath', () => {
  it.each(['/docs/docgensend-api/', '/docs/docgensend-api/reference/documents/generate/'])(
    'marks the Doc Gen paths as noindex (%s)',
    (path) => expect(isNoIndexPath(path)).toBe(true),
  );

  it.each(['/docs/esign-soap-api/', '/docs/esign-soap-api/how-to/send'])(
    'marks the eSignature SOAP paths as noindex (%s)',
    (path) => expect(isNoIndexPath(path)).toBe(true),
  );

  it('matches regardless of case, query or hash', () => {
    expect(isNoIndexPath('/Docs/ESIGN-SOAP-API?x=1#y')).toBe(true);
  });

  it.each(['/docs/rooms-api/beta/', '/docs/click-api/v1-beta/reference/', '/docs/x/0.6.2-beta/'])(
    'marks any path with a beta segment as noindex (%s)',
    (path) => expect(isNoIndexPath(path)).toBe(true),
  );

  it('marks the pages of Beta-tagged APIs as noindex, with or without a trailing slash', () => {
    expect(isNoIndexPath('/docs/navigator-api/')).toBe(true);
    expect(isNoIndexPath('/docs/workspaces-api/reference/workspaces/list/')).toBe(true);
    expect(isNoIndexPath('/docs/navigator-api')).toBe(true);
  });

  it.each(['/', '/docs/esign-rest-api/', '/docs/admin-api/reference/', '/docs/alphabetical/'])(
    'leaves ordinary pages indexable (%s)',
    (path) => expect(isNoIndexPath(path)).toBe(false),
  );

  it('does not mistake a word containing "beta" for a beta segment', () => {
    expect(isNoIndexPath('/blog/alphabetagamma/')).toBe(false);
    expect(isNoIndexPath('/docs/navigator-api-guide/')).toBe(false);
  });
});

describe('BETA_API_ROUTES', () => {
  // The registry is the source of truth for Beta tags; this list must follow it.
  const registryPath = path.resolve(__dirname, '../../content/apis/registry.json');

  it('lists exactly the routes whose primary version the registry tags Beta', () => {
    const registry = JSON.parse(fs.readFileSync(registryPath, 'utf8')) as Array<{
      route: string;
      primaryVersion: { tag?: string };
    }>;
    const betaRoutes = registry
      .filter((entry) => /beta/i.test(entry.primaryVersion.tag ?? ''))
      .map((entry) => entry.route.replace(/\/$/, '').toLowerCase())
      .sort();
    expect([...BETA_API_ROUTES].sort()).toEqual(betaRoutes);
  });
});
