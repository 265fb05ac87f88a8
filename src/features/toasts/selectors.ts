import type { RootState } from '../../app/store';

export const selectToasts = (state: RootState) => state.toasts;
