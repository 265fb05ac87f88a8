/** @jest-environment node */
import MiniSearch from 'minisearch';
import { buildSearchIndex } from './buildSearchIndex';
import { fixtureDocuments } from './__fixtures__/searchDocuments';
import { MINI_SEARCH_OPTIONS, SEARCH_FIELDS, type SearchField } from './searchIndexData';

describe('buildSearchIndex', () => {
  it('stores each document once, in order, with what a result shows', () => {
    const data = buildSearchIndex([...fixtureDocuments, fixtureDocuments[0]]);
    expect(data.documents).toHaveLength(fixtureDocuments.length);
    expect(data.documents[1]).toMatchObject({
      title: 'Create envelope',
      method: 'POST',
      path: '/v2.1/accounts/{accountId}/envelopes',
      kind: 'api',
    });
  });

  it('records operationIds, SDK names and paths as exact names of their method', () => {
    const data = buildSearchIndex(fixtureDocuments);
    expect(data.exact['envelopes_postenvelopes']).toEqual([1]);
    expect(data.exact['createenvelope']).toEqual([1]);
    expect(data.exact['post path:accounts/accountid/envelopes']).toEqual([1]);
    expect(data.exact['path:accounts/accountid/envelopes']).toEqual([0, 1]);
  });

  it('indexes each kind of API identifier as a field of its own', () => {
    const index = MiniSearch.loadJS(
      buildSearchIndex(fixtureDocuments).miniSearch,
      MINI_SEARCH_OPTIONS,
    );
    const inField = (q: string, field: SearchField) =>
      index
        .search(q, { fields: [field], prefix: false, fuzzy: false, combineWith: 'AND' })
        .map((hit) => hit.id);
    expect(inField('createEnvelope', 'sdkMethodName')).toEqual([1]);
    expect(inField('Envelopes_PostEnvelopes', 'operationId')).toEqual([1]);
    expect(inField('createEnvelope', 'body')).not.toContain(1);
    expect(inField('from_date', 'parameters')).toEqual([0]);
    expect(inField('from_date', 'schemaFields')).toEqual([]);
    expect(SEARCH_FIELDS).toEqual(expect.arrayContaining(['path', 'method', 'schemaFields']));
  });

  it('keeps only code-like field names in the field table', () => {
    const data = buildSearchIndex(fixtureDocuments);
    expect(data.fieldRefs['envelopeid']).toEqual([0, 1, 2]);
    expect(data.fieldRefs['status']).toBeUndefined();
  });
});
