import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// Components use these, never the untyped react-redux hooks.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
