/** @jest-environment node */
import { inferenceMetadataReducer } from 'gatsby/dist/redux/reducers/inference-metadata';
import { SITE_PAGE_TYPE_DEFS } from './sitePageInference';

// What the createTypes action creator turns a type definition into (no typings ship for it).
const { parseTypeDef } = jest.requireActual<{ parseTypeDef: (typeDefs: string) => unknown }>(
  'gatsby/dist/schema/types/type-defs',
);

// Gatsby's own bookkeeping reducer, fed what createTypes and createPage dispatch once the first
// schema is built (pages are created after it).
type TypeMap = Record<string, { ignored?: boolean; fieldMap?: Record<string, unknown> }>;
interface State {
  typeMap: TypeMap;
}
const reduce = (state: State, action: object): State =>
  inferenceMetadataReducer(state as never, action as never) as unknown as State;
const afterSchemaBuild = () =>
  reduce(reduce(undefined as never, { type: 'INIT' }), { type: 'START_INCREMENTAL_INFERENCE' });

const sitePage = (id: string) => ({
  id,
  path: `/docs/${id}/`,
  internal: { type: 'SitePage' },
  context: { summary: '2024-01-02', operation: { description: 'Since 2023-05-01T10:00:00Z' } },
});

describe('the SitePage declaration', () => {
  it("makes Gatsby skip the inference walk of every SitePage's context", () => {
    let state = reduce(afterSchemaBuild(), {
      type: 'CREATE_TYPES',
      payload: parseTypeDef(SITE_PAGE_TYPE_DEFS),
    });
    state = reduce(state, { type: 'CREATE_NODE', payload: sitePage('a') });
    expect(state.typeMap.SitePage.ignored).toBe(true);
    expect(state.typeMap.SitePage.fieldMap).toEqual({});
  });

  it('without it the walk happens (the cost the declaration removes)', () => {
    const state = reduce(afterSchemaBuild(), { type: 'CREATE_NODE', payload: sitePage('a') });
    expect(Object.keys(state.typeMap.SitePage.fieldMap ?? {})).toContain('context');
  });
});
