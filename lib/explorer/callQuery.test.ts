import { explorerSearchParams, gatherGroups, type ExplorerCallQuery } from './callQuery';

// What the route's query parser makes of a URL's search: a key once is a string, repeated an array.
function parsed(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    query[key] = all.length === 1 ? all[0] : all;
  }
  return query;
}

const call: ExplorerCallQuery = {
  method: 'GET',
  apiName: 'esignature-v2.1',
  endpoint: '/v2.1/accounts/{accountId}/envelopes',
  siteUrl: 'http://localhost:9000/docs/',
  pathParameters: { accountId: 'a b' },
  queryParameters: { status: ['sent', 'delivered'], count: '5' },
  customHeaderParameters: { 'X-DocuSign-Edit': 'x' },
};

describe('the explorer query', () => {
  it('writes each group member as group[name], and reads it back as the client wrote it', () => {
    const params = explorerSearchParams(call);
    expect(params.get('pathParameters[accountId]')).toBe('a b');
    expect(params.getAll('queryParameters[status]')).toEqual(['sent', 'delivered']);
    expect(params.has('pathParameters')).toBe(false);
    expect(gatherGroups(parsed(params))).toEqual({ query: call });
  });

  it('leaves unset fields out', () => {
    const params = explorerSearchParams({ method: 'GET', apiName: 'a', endpoint: '/x' });
    expect([...params.keys()]).toEqual(['method', 'apiName', 'endpoint']);
  });

  it('names the first key that is neither a field nor a member of a group', () => {
    expect(gatherGroups({ method: 'GET', targetHost: 'evil.example' }).unknown).toBe('targetHost');
    expect(gatherGroups({ 'headers[Host]': 'evil.example' }).unknown).toBe('headers[Host]');
    expect(gatherGroups({ 'pathParameters[a][b]': '1' }).unknown).toBe('pathParameters[a][b]');
  });

  it('keeps a member named __proto__ a member, and a group given bare as its text', () => {
    const { query } = gatherGroups({ 'pathParameters[__proto__]': 'x' });
    const group = query.pathParameters as Record<string, unknown>;
    expect(Object.getPrototypeOf(group)).toBe(Object.prototype);
    expect(Object.keys(group)).toEqual(['__proto__']);
    expect(gatherGroups({ pathParameters: 'accountId=1', 'pathParameters[a]': '1' }).query).toEqual(
      { pathParameters: 'accountId=1' },
    );
  });
});
