import type { EnvelopeScheme, FeatureFlag } from '@lobby/contract';
import { createStore, useStore } from './store';

/** What the status call said about the merchant this page serves, for code outside the shell. */
export interface MerchantFacts {
  code: string;
  /** The merchant's name; new passwords may not contain it. */
  name?: string;
  languages: readonly string[];
  /** The request envelope the merchant uses; keys fetched later are checked against it. */
  envelope?: EnvelopeScheme;
  /** The merchant's feature flags (status whitelabelVal); a missing flag is off. */
  flags?: Partial<Record<FeatureFlag, boolean>>;
  /** Status sms.firebase: phone numbers are verified by firebase SMS. */
  firebaseSms?: boolean;
  /** SPEC section 8: with inAppOnly, games launch only inside the merchant's own app. */
  gameLaunch?: { inAppOnly: boolean; appUserAgentMarker: string };
  /** The phone provider config's vapidKey: the key browsers subscribe to this merchant's pushes with. */
  vapidKey?: string;
}

export const currentMerchant = createStore<MerchantFacts>({ code: '', languages: [] });

export const useMerchant = () => useStore(currentMerchant);
