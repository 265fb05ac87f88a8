/** @jest-environment node */
import { computeHash, isHashValid } from './__fixtures__/documentedHmac.cjs';
import { hmacSignature, signatureHeaders } from './hmac';
import { connectEvent } from './message';

const body = JSON.stringify(
  connectEvent({
    event: 'envelope-sent',
    accountId: 'a1',
    userId: 'u1',
    envelopeId: 'e1',
    configurationId: 7,
    generatedDateTime: '2024-05-01T10:00:00.000Z',
    retryCount: 0,
  }),
);
const KEYS = ['p6B9Qm2vYt8Xr4Lk1Hs7Nd3Fw5Zc0Ja+Ge/Ui=', 'second-key-é-ünïcode'];

describe('signatureHeaders', () => {
  it('signs the body once per key, in headers the documented validation code accepts', () => {
    const headers = signatureHeaders(body, KEYS);
    expect(Object.keys(headers)).toEqual([
      'X-Authorization-Digest',
      'X-DocuSign-Signature-1',
      'X-DocuSign-Signature-2',
    ]);
    expect(headers['X-Authorization-Digest']).toBe('HMACSHA256');
    KEYS.forEach((secret, index) => {
      const verify = headers[`X-DocuSign-Signature-${index + 1}`];
      expect(isHashValid({ secret, payload: body, verify })).toBe(true);
      expect(verify).toBe(computeHash({ secret, payload: body }));
    });
  });

  it('gives signatures the documented code rejects for another body or key', () => {
    const verify = signatureHeaders(body, KEYS)['X-DocuSign-Signature-1'];
    expect(isHashValid({ secret: KEYS[0], payload: body.replace('e1', 'e2'), verify })).toBe(false);
    expect(isHashValid({ secret: KEYS[1], payload: body, verify })).toBe(false);
  });

  it('signs the bytes as sent, so a UTF-8 body signs the same as its string', () => {
    const text = '{"name":"Zoë"}';
    expect(hmacSignature(new TextEncoder().encode(text), KEYS[0])).toBe(
      hmacSignature(text, KEYS[0]),
    );
  });

  it('adds no header without keys, and refuses more keys than the platform allows', () => {
    expect(signatureHeaders(body, [])).toEqual({});
    expect(() =>
      signatureHeaders(
        body,
        Array.from({ length: 101 }, (_, index) => `k${index}`),
      ),
    ).toThrow(RangeError);
  });
});
