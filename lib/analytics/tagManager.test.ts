import { DEFAULT_TAG_MANAGER_URL, tagManagerConfig } from './tagManager';

describe('tag manager configuration', () => {
  it('is off without a container id', () => {
    expect(tagManagerConfig({})).toBeUndefined();
    expect(tagManagerConfig({ GATSBY_TAG_MANAGER_ID: ' ' })).toBeUndefined();
  });

  it('loads the default script for a container id', () => {
    expect(tagManagerConfig({ GATSBY_TAG_MANAGER_ID: 'GTM-AB12CD' })).toEqual({
      containerId: 'GTM-AB12CD',
      scriptUrl: DEFAULT_TAG_MANAGER_URL,
      origin: 'https://www.googletagmanager.com',
    });
  });

  it('takes another https address, or http on loopback', () => {
    expect(
      tagManagerConfig({
        GATSBY_TAG_MANAGER_ID: 'GTM-AB12CD',
        GATSBY_TAG_MANAGER_URL: 'http://127.0.0.1:9300/gtm.js',
      })?.origin,
    ).toBe('http://127.0.0.1:9300');
  });

  it('names the variable of a wrong value', () => {
    expect(() => tagManagerConfig({ GATSBY_TAG_MANAGER_ID: 'UA-1234' })).toThrow(
      /GATSBY_TAG_MANAGER_ID must be a container id/,
    );
    for (const url of ['http://tags.example.com/gtm.js', 'not a url', 'https://t.example/g?x=1']) {
      expect(() =>
        tagManagerConfig({ GATSBY_TAG_MANAGER_ID: 'GTM-AB12CD', GATSBY_TAG_MANAGER_URL: url }),
      ).toThrow(/GATSBY_TAG_MANAGER_URL must/);
    }
  });
});
