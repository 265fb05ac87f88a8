import { makeStore } from '../../app/store';
import { branchesAnswered, reposAnswered, swaggerFileAnswered } from './openApiFilesAnswers';
import { openApiFilesActions as docs } from './openApiFilesSlice';

describe('documentation slice', () => {
  it('choosing a repository clears the active branch', () => {
    const store = makeStore();
    store.dispatch(docs.repoChosen('api_ESignature'));
    store.dispatch(docs.branchChosen('v2.1'));
    store.dispatch(docs.repoChosen('api_Rooms'));
    expect(store.getState().documentation.activeRepo).toBe('api_Rooms');
    expect(store.getState().documentation.activeBranch).toBeNull();
  });

  it('a download sets the flag with an empty file, then holds the file', () => {
    const store = makeStore();
    store.dispatch(docs.swaggerFileRequested({ repo: 'api_ESignature', ref: 'v2.1' }));
    expect(store.getState().documentation.downloadingSwaggerFile).toBe(true);
    expect(store.getState().documentation.swaggerFile).toEqual({});
    store.dispatch(swaggerFileAnswered({ openapi: '3.0.0', info: {} }));
    expect(store.getState().documentation.downloadingSwaggerFile).toBe(false);
    expect(store.getState().documentation.swaggerFile).toEqual({ openapi: '3.0.0', info: {} });
  });

  it('an answer without swagger or openapi fails and leaves the file undefined', () => {
    const store = makeStore();
    store.dispatch(docs.swaggerFileRequested({ repo: 'api_ESignature', ref: 'v2.1' }));
    store.dispatch(swaggerFileAnswered({ info: {} }));
    expect(store.getState().documentation.swaggerFile).toBeUndefined();
    expect(swaggerFileAnswered('swagger').type).toBe(docs.swaggerFileFailed.type);
    expect(swaggerFileAnswered({ swagger: '2.0' }).type).toBe(docs.swaggerFileLoaded.type);
  });

  it('empty repository or branch lists become failure events', () => {
    expect(reposAnswered([]).type).toBe(docs.reposFailed.type);
    expect(reposAnswered(['api_ESignature']).type).toBe(docs.reposLoaded.type);
    expect(branchesAnswered([]).type).toBe(docs.branchesFailed.type);
    expect(branchesAnswered(undefined).type).toBe(docs.branchesFailed.type);
    expect(branchesAnswered(['main']).type).toBe(docs.branchesLoaded.type);
  });
});
