import { nameError, parseRedirectUris } from './redirectUris';

describe('parseRedirectUris', () => {
  it('reads one URI a line, dropping blank lines, spaces and repeats', () => {
    expect(
      parseRedirectUris(
        ' https://app.example.test/cb \n\nhttp://localhost:3000/cb\nhttps://app.example.test/cb',
      ),
    ).toEqual({ uris: ['https://app.example.test/cb', 'http://localhost:3000/cb'], error: null });
  });

  it.each(['app.example.test/cb', 'ftp://example.test/cb', 'https://example.test/#x'])(
    'names %s, which the platform refuses',
    (uri) => {
      expect(parseRedirectUris(uri).error).toBe(`"${uri}" is not an absolute http or https URL.`);
    },
  );

  it('allows at most ten', () => {
    const text = Array.from({ length: 11 }, (_, i) => `https://e.test/${i}`).join('\n');
    expect(parseRedirectUris(text).error).toBe('At most 10 redirect URIs.');
  });
});

describe('nameError', () => {
  it('asks for 1 to 100 characters', () => {
    expect(nameError('  ')).toBe('Give the key a name.');
    expect(nameError('x'.repeat(101))).toBe('At most 100 characters.');
    expect(nameError(' Billing sync ')).toBeNull();
  });
});
