import type { RootState } from '../../app/rootReducer';

export const selectToasts = (state: RootState) => state.toasts;
