import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isHttpError } from '../../app/httpError';
import { call, put, takeLatest } from 'redux-saga/effects';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import { fetchSwaggerFile, fetchSwaggerRepositories } from './api';
import type { FetchedSwaggerFile, SwaggerRepositoryInfo } from './api';
import { branchesAnswered, reposAnswered, swaggerFileAnswered } from './openApiFilesAnswers';
import { chooseDefaults } from './openApiFilesDefaults';
import { openApiFilesActions } from './openApiFilesSlice';

/** Asks for the repositories list (the OpenAPI files page dispatches it on mount). */
export const reposRequested = createAction('documentation/reposRequested');

/** The repositories answer, kept so choosing a repository needs no second request. */
let knownRepositories: SwaggerRepositoryInfo[] = [];

const { reposFailed, branchesFailed, swaggerFileFailed } = openApiFilesActions;
const isFailure = isAnyOf(reposFailed, branchesFailed, swaggerFileFailed);

function messageOf(error: unknown, fallback: string): string {
  if (isHttpError<{ message?: string }>(error)) {
    if (error.code === 'ECONNABORTED') return 'The API description took too long to download.';
    return error.response?.data?.message ?? fallback;
  }
  return fallback;
}

/**
 * docs/behaviour.md §7 and §8: a failure raises its failure action and an error toast. The page keeps
 * the detailed message; the toast shows the response statusText, else the message.
 */
function* failed(failure: PayloadAction<string>, error?: unknown) {
  yield put(failure);
  const text = error === undefined ? failure.payload : errorToastText(error);
  yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
}

/** An answer checked by openApiFilesAnswers: its success event, or its failure with a toast. */
function* answered(action: PayloadAction<unknown>) {
  if (isFailure(action)) yield* failed(action);
  else yield put(action);
}

export function* loadRepositories() {
  let repositories: SwaggerRepositoryInfo[];
  try {
    repositories = yield call(fetchSwaggerRepositories);
  } catch (error) {
    yield* failed(reposFailed(messageOf(error, 'No repositories found.')), error);
    return;
  }
  knownRepositories = repositories;
  const answer = reposAnswered(repositories.map((repository) => repository.repo));
  yield* answered(answer);
  if (openApiFilesActions.reposLoaded.match(answer)) yield call(chooseDefaults);
}

export function* loadBranches(action: PayloadAction<string>) {
  let repository = knownRepositories.find((candidate) => candidate.repo === action.payload);
  if (!repository) {
    try {
      const repositories: SwaggerRepositoryInfo[] = yield call(fetchSwaggerRepositories);
      knownRepositories = repositories;
      repository = repositories.find((candidate) => candidate.repo === action.payload);
    } catch (error) {
      yield* failed(branchesFailed(messageOf(error, 'No branches found.')), error);
      return;
    }
  }
  yield* answered(branchesAnswered(repository?.refs ?? []));
}

export function* loadSwaggerFile(action: PayloadAction<{ repo: string; ref: string }>) {
  try {
    const result: FetchedSwaggerFile = yield call(
      fetchSwaggerFile,
      action.payload.repo,
      action.payload.ref,
    );
    const answer = swaggerFileAnswered(result.data);
    yield* answered(answer);
    if (openApiFilesActions.swaggerFileLoaded.match(answer)) {
      yield put(openApiFilesActions.swaggerFileMeasured(result.bytes));
    }
  } catch (error) {
    const message = messageOf(error, 'The API description could not be downloaded.');
    yield* failed(swaggerFileFailed(message), error);
  }
}

/** OpenAPI files (docs/behaviour.md §4): repositories, then a repository's refs, then the file. */
export function* watchOpenApiFiles() {
  yield takeLatest(reposRequested.type, loadRepositories);
  yield takeLatest(openApiFilesActions.repoChosen.type, loadBranches);
  yield takeLatest(openApiFilesActions.swaggerFileRequested.type, loadSwaggerFile);
}
