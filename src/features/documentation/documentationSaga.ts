import { createAction } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isAxiosError } from 'axios';
import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchSwaggerFile, fetchSwaggerRepositories } from './api';
import type { SwaggerRepositoryInfo } from './api';
import { branchesAnswered, reposAnswered, swaggerFileAnswered } from './documentationAnswers';
import { documentationActions } from './documentationSlice';

/** Asks for the repositories list (the OpenAPI files page dispatches it on mount). */
export const reposRequested = createAction('documentation/reposRequested');

/** The repositories answer, kept so choosing a repository needs no second request. */
let knownRepositories: SwaggerRepositoryInfo[] = [];

function messageOf(error: unknown, fallback: string): string {
  if (isAxiosError<{ message?: string }>(error)) {
    if (error.code === 'ECONNABORTED') return 'The API description took too long to download.';
    return error.response?.data?.message ?? fallback;
  }
  return fallback;
}

export function* loadRepositories() {
  try {
    const repositories: SwaggerRepositoryInfo[] = yield call(fetchSwaggerRepositories);
    knownRepositories = repositories;
    yield put(reposAnswered(repositories.map((repository) => repository.repo)));
  } catch (error) {
    yield put(documentationActions.reposFailed(messageOf(error, 'No repositories found.')));
  }
}

export function* loadBranches(action: PayloadAction<string>) {
  let repository = knownRepositories.find((candidate) => candidate.repo === action.payload);
  if (!repository) {
    try {
      const repositories: SwaggerRepositoryInfo[] = yield call(fetchSwaggerRepositories);
      knownRepositories = repositories;
      repository = repositories.find((candidate) => candidate.repo === action.payload);
    } catch (error) {
      yield put(documentationActions.branchesFailed(messageOf(error, 'No branches found.')));
      return;
    }
  }
  yield put(branchesAnswered(repository?.refs ?? []));
}

export function* loadSwaggerFile(action: PayloadAction<{ repo: string; ref: string }>) {
  try {
    const result: unknown = yield call(fetchSwaggerFile, action.payload.repo, action.payload.ref);
    yield put(swaggerFileAnswered(result));
  } catch (error) {
    yield put(
      documentationActions.swaggerFileFailed(
        messageOf(error, 'The API description could not be downloaded.'),
      ),
    );
  }
}

/** OpenAPI files (spec section 4): repositories, then a repository's refs, then the file. */
export function* watchDocumentation() {
  yield takeLatest(reposRequested.type, loadRepositories);
  yield takeLatest(documentationActions.repoChosen.type, loadBranches);
  yield takeLatest(documentationActions.swaggerFileRequested.type, loadSwaggerFile);
}
