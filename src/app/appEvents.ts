import { createAction } from '@reduxjs/toolkit';

/** Persisted state is back (or its wait timed out): session flows may start. */
export const appStarted = createAction('app/started');
