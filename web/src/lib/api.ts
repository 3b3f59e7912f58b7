import { createApiClient } from './api-client';
import { handleApiError } from './error-catalogue';
import { currentLanguage } from './i18n';
import { session } from './session';

let merchantCode: string | undefined;

/** Remembers the merchant the status call named, for the Merchant header of later calls. */
export function setMerchantCode(code: string): void {
  merchantCode = code;
}

/** The app's api client. */
export const api = createApiClient({
  getToken: () => session.get()?.token,
  getMerchant: () => merchantCode,
  getLanguage: currentLanguage,
  onError: handleApiError,
});
