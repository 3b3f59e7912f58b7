import type { RegisterSettings } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';

/** What a registration brings for player protection: the date of birth and the terms' acceptance. */
export interface RegistrationConsent {
  birthDate?: string | undefined;
  acceptTerms?: boolean | undefined;
}

/**
 * Player protection's part in registration and sign-in, given by the protection area (app.ts):
 * age and terms before an account exists, their record after, and the refusal of every sign-in
 * during a time-out or self-exclusion.
 */
export interface AccountProtection {
  checkRegistration(merchant: MerchantConfig, consent: RegistrationConsent): void;
  recordRegistration(merchant: MerchantConfig, memberId: number, birthDate: string): Promise<void>;
  assertMaySignIn(merchantCode: string, memberId: number): Promise<void>;
  /** The age and terms the registration form shows. */
  registrationTerms(merchant: MerchantConfig): RegisterSettings['protection'];
}
