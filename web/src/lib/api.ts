import { sessionRsaKey, type EnvelopeScheme, type RsaKeyValue } from '@lobby/contract';
import { createApiClient } from './api-client';
import { createEnvelope } from './envelope/create-envelope';
import { handleApiError } from './error-catalogue';
import { currentLanguage } from './i18n';
import { startLoading } from './loading';
import { session } from './session';

let merchantCode: string | undefined;
let envelopeScheme: EnvelopeScheme | undefined;

/** Remembers the merchant the status call named, for the Merchant header of later calls. */
export function setMerchantCode(code: string): void {
  merchantCode = code;
}

/** Remembers the request envelope the status call named (`envelope`), to check keys against it. */
export function setEnvelopeScheme(scheme: EnvelopeScheme): void {
  envelopeScheme = scheme;
}

/** The app's api client. */
export const api = createApiClient({
  getToken: () => session.get()?.token,
  getMerchant: () => merchantCode,
  getLanguage: currentLanguage,
  onError: handleApiError,
  onStart: startLoading,
  encrypt: createEnvelope({
    fetchKey: (): Promise<RsaKeyValue> =>
      api.call(sessionRsaKey, { query: { _: String(Date.now()) }, alert: false, auth: false }),
    getScheme: () => envelopeScheme,
  }),
});
