/** @jest-environment node */
import { polledEnvelope } from './polling';

const ID = '2a1b4c7e-1111-4222-8333-444455556666';

describe('polledEnvelope', () => {
  it.each([
    ['GET', `/v2.1/accounts/acc/envelopes/${ID}`],
    ['GET', `/v2/accounts/acc/envelopes/${ID}/`],
  ])('counts %s %s as a status poll', (method, path) => {
    expect(polledEnvelope(method, path)).toBe(ID);
  });

  it.each([
    ['PUT', `/v2.1/accounts/acc/envelopes/${ID}`],
    ['GET', '/v2.1/accounts/acc/envelopes'],
    ['GET', '/v2.1/accounts/acc/envelopes/status'],
    ['GET', `/v2.1/accounts/acc/envelopes/${ID}/recipients`],
    ['GET', `/v2.1/accounts/acc/envelopes/${ID}/documents/combined`],
  ])('does not count %s %s', (method, path) => {
    expect(polledEnvelope(method, path)).toBeUndefined();
  });
});
