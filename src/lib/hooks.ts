// The typed hooks every component uses (the Redux team's templates keep them in app/; here features may not
// import app, so they live below the features and are typed by lib/redux's AppState).
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, AppState } from './redux';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
