import { COUNTRIES, isCountryCode } from './countries';

describe('country list (docs/behaviour.md §9)', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes, each once, in name order', () => {
    expect(COUNTRIES).toHaveLength(249);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(249);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    const names = COUNTRIES.map((country) => country.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-US'))).toEqual(names);
  });

  it('names countries in en-US', () => {
    expect(COUNTRIES).toContainEqual({ code: 'US', name: 'United States' });
    expect(COUNTRIES).toContainEqual({ code: 'GB', name: 'United Kingdom' });
  });

  it('checks a code as the list writes it', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });
});
