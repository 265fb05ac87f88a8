import { explorerRedirectPath } from './explorerRedirect';

describe('explorerRedirectPath (docs/behaviour.md §2)', () => {
  it('leaves the home page alone without the flag', () => {
    expect(explorerRedirectPath('', '')).toBeNull();
    expect(explorerRedirectPath('?q=1', '#top')).toBeNull();
  });

  it('opens the method page in explorer mode, from the query or the hash', () => {
    const expected = '/docs/esign-rest-api/reference/envelopes/envelopes/create/?explorer=true';
    expect(explorerRedirectPath('?explorer=esign/Envelopes/Envelopes/create', '')).toBe(expected);
    expect(explorerRedirectPath('', '#explorer=esign/Envelopes/Envelopes/create')).toBe(expected);
    expect(explorerRedirectPath('', '#/?explorer=esign/Envelopes/Envelopes/create')).toBe(expected);
    expect(explorerRedirectPath('?explorer=rooms/Rooms/Rooms/GetRooms', '')).toBe(
      '/docs/rooms-api/reference/rooms/rooms/getrooms/?explorer=true',
    );
  });

  it('sends an unknown API to the e-signature default', () => {
    expect(explorerRedirectPath('?explorer=nope/Envelopes/Envelopes/get', '')).toBe(
      '/docs/esign-rest-api/reference/envelopes/envelopes/get/?explorer=true',
    );
  });

  it('goes to the API reference base when category, tag or operation is missing', () => {
    expect(explorerRedirectPath('?explorer=click/Accounts', '')).toBe('/docs/click-api/reference/');
    expect(explorerRedirectPath('?explorer=true', '')).toBe('/docs/esign-rest-api/reference/');
  });
});
