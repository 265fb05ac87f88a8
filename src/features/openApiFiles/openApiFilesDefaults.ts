import type { UnknownAction } from '@reduxjs/toolkit';
import { put, select, take } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { openApiFilesActions } from './openApiFilesSlice';
import type { OpenApiFilesState } from './openApiFilesSlice';

/** docs/behaviour.md §7: the swagger file call defaults to this repository and a versioned ref. */
export const DEFAULT_SWAGGER_REPO = 'api_ESignature';

/** A version label (v2.1, 1.0.7, 0.6.2-beta), as opposed to a branch name such as main. */
export const isVersionedRef = (ref: string) => /^v?\d+(\.\d+)*(-[0-9a-z.]+)?$/i.test(ref);

const selectOpenApiFiles = (state: RootState) => state.documentation;

/**
 * After the repositories load: choose api_ESignature, then its first versioned ref, and load that
 * file, through the same events a user's choice sends. Any choice already made (a repository
 * picked before the list came, or on an earlier visit) or made meanwhile wins over the defaults.
 */
export function* chooseDefaults() {
  const { activeRepo, activeBranch, repos }: OpenApiFilesState = yield select(selectOpenApiFiles);
  if (!repos.includes(DEFAULT_SWAGGER_REPO) || activeBranch !== null) return;
  if (activeRepo !== null && activeRepo !== DEFAULT_SWAGGER_REPO) return;
  // api_ESignature may be chosen already without a ref: by an earlier run of these defaults that
  // a newer repositories request cancelled (takeLatest), or by the user; its ref is still to pick.
  if (activeRepo === null) yield put(openApiFilesActions.repoChosen(DEFAULT_SWAGGER_REPO));
  // Wait for api_ESignature's refs, unless they are in already or the user chooses another
  // repository first. The saga's own repoChosen may reach this take too (redux-saga hands an
  // action to takers after the reducers, when its scheduler is free): it does not end the wait.
  let now: OpenApiFilesState = yield select(selectOpenApiFiles);
  while (now.branches.length === 0) {
    const answer: UnknownAction = yield take([
      openApiFilesActions.branchesLoaded.type,
      openApiFilesActions.branchesFailed.type,
      openApiFilesActions.repoChosen.type,
    ]);
    if (openApiFilesActions.branchesFailed.match(answer)) return;
    if (openApiFilesActions.repoChosen.match(answer) && answer.payload !== DEFAULT_SWAGGER_REPO) {
      return;
    }
    now = yield select(selectOpenApiFiles);
  }
  if (now.activeRepo !== DEFAULT_SWAGGER_REPO || now.activeBranch !== null) return;
  const ref = now.branches.find(isVersionedRef);
  if (!ref) return;
  yield put(openApiFilesActions.branchChosen(ref));
  yield put(openApiFilesActions.swaggerFileRequested({ repo: DEFAULT_SWAGGER_REPO, ref }));
}
