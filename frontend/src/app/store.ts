import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { shopApi } from '../lib/api/shop-api';
import { sessionSlice } from '../lib/session/session-slice';

const rootReducer = combineReducers({
  [shopApi.reducerPath]: shopApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; the app makes one at start-up and every test makes its own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
