import { createStore, useStore } from './store';

/** What the status call said about the merchant this page serves, for code outside the shell. */
export interface MerchantFacts {
  code: string;
  languages: readonly string[];
}

export const currentMerchant = createStore<MerchantFacts>({ code: '', languages: [] });

export const useMerchant = () => useStore(currentMerchant);
