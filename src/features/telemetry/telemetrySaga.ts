import { call, spawn } from 'redux-saga/effects';
import { postClientEvent } from './api';
import type { ClientEvent } from './api';

/** Sends without waiting; a failed telemetry call is only logged and never reaches the caller. */
export function* sendClientEvent(event: ClientEvent) {
  yield spawn(function* sendDetached() {
    try {
      yield call(postClientEvent, event);
    } catch (error) {
      console.warn('[telemetry] event not sent', event.eventSource, error);
    }
  });
}
