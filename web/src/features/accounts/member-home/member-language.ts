import { useMutation } from '@tanstack/react-query';
import { memberLanguage } from '@lobby/contract';
import { api } from '../../../lib/api';
import { accountKeys } from '../shared/queries';

/**
 * Stores the member's language on the server (POST member language). A failure is said by the
 * error catalogue; the language still applies on this device.
 */
export function useMemberLanguage() {
  return useMutation({
    mutationKey: accountKeys.language,
    mutationFn: (language: string) => api.call(memberLanguage, { body: { language } }),
  });
}
