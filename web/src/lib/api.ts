import { sessionRsaKey, type RsaKeyValue } from '@lobby/contract';
import { createApiClient } from './api-client';
import { createEnvelope } from './envelope/create-envelope';
import { handleApiError, isEnvelopeRefused } from './error-catalogue';
import { currentMerchant } from './merchant';
import { currentLanguage } from './i18n';
import { startLoading } from './loading';
import { session } from './session';

/** The app's api client. */
export const api = createApiClient({
  getToken: () => session.get()?.token,
  getMerchant: () => currentMerchant.get().code || undefined,
  getLanguage: currentLanguage,
  onError: handleApiError,
  isEnvelopeRefused,
  onStart: startLoading,
  encrypt: createEnvelope({
    fetchKey: (): Promise<RsaKeyValue> =>
      api.call(sessionRsaKey, { query: { _: String(Date.now()) }, alert: false, auth: false }),
    getScheme: () => currentMerchant.get().envelope,
  }),
});
