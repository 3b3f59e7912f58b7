import type { EnvelopeScheme } from '@lobby/contract';
import { createStore, useStore } from './store';

/** What the status call said about the merchant this page serves, for code outside the shell. */
export interface MerchantFacts {
  code: string;
  languages: readonly string[];
  /** The request envelope the merchant uses; keys fetched later are checked against it. */
  envelope?: EnvelopeScheme;
}

export const currentMerchant = createStore<MerchantFacts>({ code: '', languages: [] });

export const useMerchant = () => useStore(currentMerchant);
