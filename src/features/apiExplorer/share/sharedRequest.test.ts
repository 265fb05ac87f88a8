import { fromBase64Url, toBase64Url } from './base64url';
import { decodeSharedRequest, encodeSharedRequest, MAX_SHARED_LENGTH } from './sharedRequest';
import type { SharedRequest, ShareTarget } from './sharedRequest';

const target: ShareTarget = {
  path: ['accountId'],
  query: ['merge_roles_on_draft', 'count'],
  header: ['X-Request-Id'],
  hasBody: true,
};

const shared: SharedRequest = {
  pathParameters: { accountId: 'acc-1' },
  queryParameters: { count: '10', merge_roles_on_draft: '' },
  headerParameters: { 'X-Request-Id': 'req-12345' },
  customHeaderParameters: [{ name: 'Accept-Language', value: 'fr' }],
  editorType: 'json',
  bodyParams: { emailSubject: 'Prêt à signer ✍', recipients: { signers: [{ name: 'Ann' }] } },
};

/** A link value made of any JSON, as a hostile page could write it. */
const link = (payload: unknown) => toBase64Url(JSON.stringify(payload));

describe('share link encoding', () => {
  it('round-trips the request, dropping empty values', () => {
    const encoded = encodeSharedRequest(shared);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharedRequest(encoded ?? '', target)).toEqual({
      request: { ...shared, queryParameters: { count: '10' } },
      ignored: [],
    });
  });

  it('base64url round-trips any Unicode text', () => {
    const text = 'é ✍ 𝄞 "quotes" / + =';
    expect(fromBase64Url(toBase64Url(text))).toBe(text);
  });

  it('never puts a token-like header in the link', () => {
    const encoded = encodeSharedRequest({
      ...shared,
      headerParameters: { Authorization: 'Bearer real-token', 'X-Session-Token': 't' },
      customHeaderParameters: [
        { name: 'Cookie', value: 'sid=1' },
        { name: 'X-Api-Secret', value: 's' },
        { name: 'Accept-Language', value: 'fr' },
      ],
    });
    const text = fromBase64Url(encoded ?? '');
    expect(text).not.toMatch(/real-token|sid=1|Authorization|Cookie|Secret|Token/i);
    expect(text).toContain('Accept-Language');
  });

  it('refuses to encode a request larger than a link may be', () => {
    const huge = { ...shared, bodyParams: { emailSubject: 'x'.repeat(MAX_SHARED_LENGTH) } };
    expect(encodeSharedRequest(huge)).toBeNull();
  });
});

describe('share link decoding of hostile input', () => {
  it.each([
    ['bad base64', '!!!not base64!!!'],
    ['base64 of bytes that are not UTF-8 (FF FE)', '__4'],
    ['base64 that is not JSON', toBase64Url('{"v":1,')],
    ['JSON that is not an object', link([1, 2])],
    ['JSON null', link(null)],
    ['an unknown version', link({ v: 2, path: { accountId: 'acc-1' } })],
    ['an oversized value', 'A'.repeat(MAX_SHARED_LENGTH + 1)],
  ])('%s gives null', (_case, encoded) => {
    expect(decodeSharedRequest(encoded, target)).toBeNull();
  });

  it('keeps only the page’s own parameter names with string values', () => {
    const decoded = decodeSharedRequest(
      link({
        v: 1,
        path: { accountId: 'acc-1', envelopeId: 'e-1' },
        query: { count: 10, merge_roles_on_draft: 'true', other: 'x' },
        header: { 'X-Request-Id': ['a'] },
      }),
      target,
    );
    expect(decoded?.request.pathParameters).toEqual({ accountId: 'acc-1' });
    expect(decoded?.request.queryParameters).toEqual({ merge_roles_on_draft: 'true' });
    expect(decoded?.request.headerParameters).toEqual({});
    expect(decoded?.ignored).toEqual([
      'path parameter envelopeId',
      'query parameter count',
      'query parameter other',
      'header parameter X-Request-Id',
    ]);
  });

  it('ignores groups of the wrong shape and an unknown editor', () => {
    const decoded = decodeSharedRequest(
      link({
        v: 1,
        path: 'acc-1',
        query: ['count'],
        custom: { name: 'Accept-Language' },
        editor: 'vim',
      }),
      target,
    );
    expect(decoded?.request).toEqual({
      pathParameters: {},
      queryParameters: {},
      headerParameters: {},
      customHeaderParameters: [],
      editorType: 'form',
    });
    expect(decoded?.ignored).toEqual([
      'editor',
      'path parameters',
      'query parameters',
      'custom headers',
    ]);
  });

  it('keeps only custom headers from the fixed list, once each, never a credential', () => {
    const decoded = decodeSharedRequest(
      link({
        v: 1,
        custom: [
          { name: 'Authorization', value: 'Bearer stolen' },
          { name: 'Accept-Language', value: 'fr' },
          { name: 'Accept-Language', value: 'de' },
          { name: 'X-DocuSign-Edit', value: 1 },
          'Cookie: a=b',
        ],
      }),
      target,
    );
    expect(decoded?.request.customHeaderParameters).toEqual([
      { name: 'Accept-Language', value: 'fr' },
    ]);
    expect(decoded?.ignored).toEqual([
      'header Authorization',
      'header Accept-Language',
      'header X-DocuSign-Edit',
      'header (unnamed)',
    ]);
  });

  it('drops prototype keys anywhere and cannot pollute Object.prototype', () => {
    const text = `{"v":1,"path":{"__proto__":{"polluted":"yes"},"accountId":"a"},"body":{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"list":[{"__proto__":{"x":1},"ok":true}],"emailSubject":"Hi"}}`;
    const decoded = decodeSharedRequest(toBase64Url(text), target);
    expect(decoded?.request.pathParameters).toEqual({ accountId: 'a' });
    expect(decoded?.request.bodyParams).toEqual({ list: [{ ok: true }], emailSubject: 'Hi' });
    const body = decoded?.request.bodyParams as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.hasOwn(body, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores a body the page cannot take: no body, not an object, nested too deep', () => {
    const noBody = decodeSharedRequest(link({ v: 1, body: { a: 1 } }), {
      ...target,
      hasBody: false,
    });
    expect(noBody?.request.bodyParams).toBeUndefined();
    expect(noBody?.ignored).toEqual(['body']);
    expect(decodeSharedRequest(link({ v: 1, body: 'text' }), target)?.ignored).toEqual(['body']);
    let deep: unknown = {};
    for (let level = 0; level < 100; level += 1) deep = { deep };
    const tooDeep = decodeSharedRequest(link({ v: 1, body: deep }), target);
    expect(tooDeep?.request.bodyParams).toBeUndefined();
    expect(tooDeep?.ignored).toEqual(['body']);
  });
});
