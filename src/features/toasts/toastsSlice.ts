import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** The kinds of toast the spec names; each maps to a colour and an ARIA politeness. */
export type ToastKind = 'information' | 'success' | 'danger' | 'warning' | 'loading';

/** One message in the toast region. */
export interface Toast {
  id: string;
  text: string;
  kind: ToastKind;
}

export type ToastsState = Toast[];

/** More than this many toasts at once is noise: the oldest one goes first. */
export const MAX_TOASTS = 5;

const initialState: ToastsState = [];

const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
        while (state.length > MAX_TOASTS) state.shift();
      },
      prepare(toast: { text: string; kind?: ToastKind; id?: string }) {
        return {
          payload: {
            id: toast.id ?? nanoid(),
            text: toast.text,
            kind: toast.kind ?? 'information',
          },
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const toastsActions = toastsSlice.actions;
export default toastsSlice.reducer;
