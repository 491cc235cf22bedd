import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { ShopRequestContext } from '../lib/api/base-query';
import { shopApi } from '../lib/api/shop-api';
import { sessionSlice } from '../lib/session/session-slice';

const rootReducer = combineReducers({
  [shopApi.reducerPath]: shopApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store; the app makes one at start-up, the page renderer one per page, and every test
 * its own. `requests` says where API calls go (the renderer's gateway address).
 */
export function makeStore(preloadedState?: Partial<RootState>, requests: ShopRequestContext = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: requests } }).concat(shopApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
