import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { renderingOnServer } from '../../../lib/environment';
import { useGetPrintPriceQuery, type PriceRequest } from '../api/print-pricing.api';
import { printOptions, resolveSelection, type PrintOptions, type PrintProduct, type PrintSelection } from '../model/print-options';
import { INITIAL_PRICE, isUsableQuote, priceProblem, type PriceQuote } from '../model/print-price';

interface ConfigurationState {
  /** When the page opened; the first price request carries it to bypass caches. */
  openedAt: number;
  /** What the shopper has picked so far; anything not picked is the product's default. */
  choices: Partial<PrintSelection>;
  quantity: number;
}

/**
 * One product page's purchase state, held outside React's context: the context carries this
 * store, which never changes, and the components that read the state subscribe to it. A change
 * then reaches only them, not every part of the page below the provider (the sections waiting to
 * be hydrated, `HydrateWhenVisible`, among them).
 */
interface ConfigurationStore {
  getState: () => ConfigurationState;
  subscribe: (listener: () => void) => () => void;
  choose: (change: Partial<PrintSelection>) => void;
  setQuantity: (quantity: number) => void;
}

function createConfigurationStore(): ConfigurationStore {
  let state: ConfigurationState = { openedAt: Date.now(), choices: {}, quantity: 1 };
  const listeners = new Set<() => void>();
  const update = (next: Partial<ConfigurationState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose: (change) => update({ choices: { ...state.choices, ...change } }),
    setQuantity: (quantity) => update({ quantity }),
  };
}

const ConfigurationContext = createContext<ConfigurationStore | null>(null);

/**
 * Holds one product page's purchase state: the chosen size, medium, framing and quantity.
 * The price under the title and the options further down both read it. Mount it once per
 * product (keyed by the product id) so every product opens with its own defaults.
 */
export function PrintConfigurationProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createConfigurationStore);
  return <ConfigurationContext.Provider value={store}>{children}</ConfigurationContext.Provider>;
}

export interface PrintPricing {
  /** The price to show: the latest answer, or the spec's initial values before the first one. */
  shown: PriceQuote | undefined;
  /** The price of exactly the current selection, once the server has answered it. */
  current: PriceQuote | undefined;
  /** A price for the current selection is on its way. */
  pending: boolean;
  /** Why there is no price for the current selection (spec section 8). */
  problem: string | undefined;
}

export interface PrintConfiguration {
  options: PrintOptions;
  selection: PrintSelection;
  quantity: number;
  pricing: PrintPricing;
  choose: (change: Partial<PrintSelection>) => void;
  setQuantity: (quantity: number) => void;
}

/** The product page's purchase state for `product`, with the price of the current selection. */
export function usePrintConfiguration(product: PrintProduct): PrintConfiguration {
  const store = useContext(ConfigurationContext);
  if (!store) throw new Error('usePrintConfiguration needs a PrintConfigurationProvider around it');
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  // The same objects from render to render while the choices stand, so a new price alone leaves the
  // option groups and the preview as they are (print-configurator.tsx memoises them).
  const options = useMemo(() => printOptions(product), [product]);
  const selection = useMemo(() => resolveSelection(product, state.choices), [product, state.choices]);
  const initialLoad = Object.keys(state.choices).length === 0;
  const request: PriceRequest = {
    productId: product.id,
    productName: product.title,
    size: selection.size,
    medium: selection.medium,
    frame: selection.framing,
    ...(initialLoad ? { t: state.openedAt } : {}),
  };
  // The first price carries the moment the shopper's browser opened the page (the spec's cache-busting
  // timestamp), so only the browser can ask for it: the server renders the spec's initial price, as the
  // browser does until its answer comes.
  const priceQuery = useGetPrintPriceQuery(request, { skip: renderingOnServer });
  const { data, currentData, error, isError } = priceQuery;
  // On the server the price is as the browser's first render has it: asked for, not yet answered.
  const isFetching = priceQuery.isFetching || renderingOnServer;

  const current = isUsableQuote(currentData) ? currentData : undefined;
  const settledWithoutPrice = !isFetching && (isError || (currentData !== undefined && !current));
  const latest = isUsableQuote(data) ? data : INITIAL_PRICE;

  return {
    options,
    selection,
    quantity: state.quantity,
    pricing: {
      shown: settledWithoutPrice ? undefined : (current ?? latest),
      current: isFetching ? undefined : current,
      pending: isFetching,
      problem: settledWithoutPrice ? priceProblem(isError ? error : undefined) : undefined,
    },
    choose: store.choose,
    setQuantity: store.setQuantity,
  };
}
