import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES as E,
  IDENTITY_PROVIDERS,
  noAccountChoice,
  SOCIAL_REGISTRATION_FIELDS,
  socialRegistrationField,
  type BindCustomerRequired,
  type SocialRegistrationField,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { OneUseStore } from '../core/limits/one-use-store.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { FirebaseIdentities } from './firebase-identities.js';
import type { IdentityRepository, VerifiedIdentity } from './identity-repository.js';
import { identityInvalidError } from './identity-errors.js';
import type { LineIdentities } from './line-identities.js';
import type { TelegramIdentities } from './telegram-identities.js';

/** How long the ticket of bind_customer_required waits for the account's proof. */
export const BIND_TICKET_MS = 10 * 60_000;

const ticketKey = (merchantCode: string, ticket: string) => `bind:${merchantCode}:${ticket}`;

export interface SocialIdentityDependencies {
  identities: IdentityRepository;
  store: OneUseStore;
  firebase: FirebaseIdentities;
  line: LineIdentities;
  telegram: TelegramIdentities;
  now: () => Date;
}

/**
 * Identities of other accounts and the members they name: the answer for an identity with no
 * member (bind_customer_required and its one-use ticket), linking once an account is proven, and
 * the identity a registration's social fields carry.
 */
export class SocialIdentities {
  constructor(private readonly deps: SocialIdentityDependencies) {}

  memberOf(merchant: MerchantConfig, identity: VerifiedIdentity): Promise<number | undefined> {
    return this.deps.identities.memberOf(merchant.code, identity);
  }

  subjectsOf(merchant: MerchantConfig, memberId: number, provider: VerifiedIdentity['provider']) {
    return this.deps.identities.subjectsOf(merchant.code, memberId, provider);
  }

  /** bind_customer_required with a ticket naming the identity, and what the member is offered. */
  async bindRequired(merchant: MerchantConfig, identity: VerifiedIdentity): Promise<AppError> {
    const bindTicket = randomBytes(24).toString('base64url');
    await this.deps.store.put(
      ticketKey(merchant.code, bindTicket),
      JSON.stringify(identity),
      BIND_TICKET_MS,
    );
    const choice = noAccountChoice(merchant.flags, merchant.signIn.autoRegister);
    // Maya has no registration field: its identity can only join an existing account.
    const offerRegister = choice.offerRegister && identity.provider !== 'maya';
    const value: BindCustomerRequired = {
      bindTicket,
      provider: identity.provider,
      offerRegister,
      automatic: offerRegister && choice.automatic,
    };
    return new AppError(
      200,
      E.bindCustomerRequired,
      'This account is not linked yet: log in to your account, or register',
      value,
    );
  }

  /** Links the identity of a ticket to a member whose account was just proven; once. */
  async linkTicket(merchant: MerchantConfig, ticket: string, memberId: number): Promise<void> {
    const held = await this.deps.store.take(ticketKey(merchant.code, ticket));
    if (!held) throw identityInvalidError();
    const identity = JSON.parse(held) as VerifiedIdentity;
    if (!IDENTITY_PROVIDERS.includes(identity.provider)) throw identityInvalidError();
    await this.link(merchant, identity, memberId);
  }

  /** Links an identity to a member; an identity another member has answers identity.invalid. */
  async link(merchant: MerchantConfig, identity: VerifiedIdentity, memberId: number) {
    const linked = await this.deps.identities.link(
      merchant.code,
      identity,
      memberId,
      this.deps.now(),
    );
    if (!linked) throw identityInvalidError();
  }

  /**
   * The identity a registration's social fields carry, verified again; not_supported when the
   * merchant lets no social identity register (FIREBASECREATEACC3 and SSOMANUALREG3 off), and
   * identity.invalid when it names a member already.
   */
  async ofRegistration(
    merchant: MerchantConfig,
    social: Partial<Record<SocialRegistrationField, string>>,
  ): Promise<VerifiedIdentity | undefined> {
    const field = socialRegistrationField(social);
    if (!field) return undefined;
    if (!noAccountChoice(merchant.flags, false).offerRegister) {
      throw new AppError(
        400,
        E.notSupported,
        `body.${field}: registering with ${SOCIAL_REGISTRATION_FIELDS[field]} is not offered here`,
      );
    }
    const identity = await this.verifyField(merchant, social);
    if (await this.memberOf(merchant, identity)) throw identityInvalidError();
    return identity;
  }

  private async verifyField(
    merchant: MerchantConfig,
    social: Partial<Record<SocialRegistrationField, string>>,
  ): Promise<VerifiedIdentity> {
    if (social.firebaseIdToken2) {
      return this.deps.firebase.verify(merchant, social.firebaseIdToken2);
    }
    if (social.lineSessionToken) {
      const profile = await this.deps.line.take(merchant, social.lineSessionToken);
      return profile.identity;
    }
    if (social.telegramAuth) return this.deps.telegram.verify(merchant, social.telegramAuth);
    // A channel with no token names no identity.
    throw identityInvalidError();
  }
}
