import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, take, takeEvery } from 'redux-saga/effects';
import { appStarted } from '../../app/appEvents';
import { consentActions } from './consentSlice';
import { readConsent, writeConsent, type ConsentChoice } from './consentStorage';

function* rememberChoice(action: PayloadAction<ConsentChoice>) {
  yield call(writeConsent, action.payload);
}

/** Reads the stored choice once the app starts; keeps every new one. */
export function* watchConsent() {
  yield takeEvery(consentActions.consentChosen.type, rememberChoice);
  yield take(appStarted.type);
  const stored: ConsentChoice | null = yield call(readConsent);
  yield put(consentActions.consentLoaded(stored));
}
