/** @jest-environment node */
import { createSchemaCustomization } from './createSchemaCustomization';
import { SITE_PAGE_TYPE_DEFS } from './tuning/sitePageInference';

describe('createSchemaCustomization', () => {
  it('declares the SitePage type, then the CMS types, synchronously', () => {
    // Gatsby waits for a callback from an API function that takes three parameters.
    expect(createSchemaCustomization!.length).toBeLessThan(3);
    const createTypes = jest.fn();
    const args = { actions: { createTypes }, schema: { buildObjectType: jest.fn() } };
    (createSchemaCustomization as (a: unknown) => void)(args);
    expect(createTypes).toHaveBeenCalledWith(SITE_PAGE_TYPE_DEFS);
  });
});
