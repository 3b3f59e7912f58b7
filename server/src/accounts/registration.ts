import { randomBytes, randomInt } from 'node:crypto';
import {
  ERROR_CODES as E,
  isUiLanguage,
  PASSWORD_RULES,
  type CaptchaAnswer,
  type RegisterSettings,
  type RegistrationSource,
  type SocialRegistrationField,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MemberRepository, MemberRow } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AccountLimiter } from './account-limiter.js';
import { captchaKind, type CaptchaVerifier } from '../captcha/index.js';
import type { ReferralService } from '../referrals/index.js';
import type { AttributionService } from '../attribution/index.js';
import { hashPassword } from '../core/crypto/password-hashing.js';
import { assertNewPasswordAllowed } from './passwords.js';
import { requireE164 } from './phone-numbers.js';
import type { SessionContext, SessionService } from './sessions.js';
import { remembers, type ClientFacts, type SignInSessions } from './sign-in-sessions.js';
import type { VerificationCodes } from './verification-codes.js';
import type { AccountProtection, RegistrationConsent } from './account-protection.js';
import { codeExpiredError } from './account-errors.js';
import type { SocialIdentities } from './social-identities.js';

export interface RegistrationInput {
  username?: string;
  mobileNum?: string;
  /** The dialing code picked for mobileNum; without it, the merchant's own country's. */
  countryDialingCode?: string;
  password?: string;
  agentApplication?: boolean;
  registration: RegistrationSource;
  /** The social sign-up fields of the request: their identity is verified and linked. */
  social?: Partial<Record<SocialRegistrationField, string>>;
  language: string;
  /** The captcha fields of the request; checked when the merchant's register flag is on. */
  captcha?: CaptchaAnswer;
  /** Remember the login on this device (honoured with auto-login-after-register on). */
  remember?: boolean;
  /** The texted registration code, where the merchant asks one for registering by mobile. */
  verificationCode?: string;
  /** The date of birth and the terms' acceptance (player protection). */
  consent: RegistrationConsent;
}

/** A new member, signed in. */
export interface Registered {
  member: MemberRow;
  token: string;
  session: SessionContext;
  rememberToken: string | undefined;
}

export interface RegistrationDependencies {
  members: MemberRepository;
  limiter: AccountLimiter;
  captcha: CaptchaVerifier;
  codes: VerificationCodes;
  sessions: SessionService;
  signInSessions: SignInSessions;
  now: () => Date;
  /** Credits a registration that carried a referral code to its referrer. */
  referrals?: Pick<ReferralService, 'credit'>;
  /** Age and terms at registration (player protection). */
  protection: AccountProtection;
  /** Stores the member's attribution in the transaction that inserts the member. */
  attribution?: Pick<AttributionService, 'storeAtRegistration'>;
  /** Verifies the identity a registration's social fields carry, and links it to the new member. */
  social: Pick<SocialIdentities, 'ofRegistration' | 'link'>;
}

/** Registering by username or mobile number, free usernames, and the register settings. */
export class RegistrationService {
  constructor(private readonly deps: RegistrationDependencies) {}

  settings(merchant: MerchantConfig): RegisterSettings {
    const kind = captchaKind(merchant);
    return {
      methods: merchant.accounts.methods,
      emailReset: this.deps.codes.emailConfigured(merchant),
      mobilePassword: merchant.accounts.mobilePassword,
      mobileCode: merchant.accounts.mobileCode,
      autoLoginAfterRegister: merchant.accounts.autoLoginAfterRegister,
      passwordMinLength: PASSWORD_RULES.minLength,
      passwordMaxLength: PASSWORD_RULES.maxLength,
      captcha: {
        kind,
        version: merchant.gw.GEETEST_VERSION,
        login: kind !== 'none' && merchant.captcha.login,
        register: kind !== 'none' && merchant.captcha.register,
        sms: kind !== 'none' && merchant.captcha.sms,
      },
      protection: this.deps.protection.registrationTerms(merchant),
    };
  }

  async register(
    merchant: MerchantConfig,
    input: RegistrationInput,
    client: ClientFacts,
  ): Promise<Registered> {
    const byMobile = input.mobileNum !== undefined;
    if (!merchant.accounts.methods.includes(byMobile ? 'mobile' : 'username')) {
      throw new AppError(
        400,
        E.registerMethodDisabled,
        'This way of registering is not offered here',
      );
    }
    this.deps.protection.checkRegistration(merchant, input.consent);
    await this.deps.limiter.registration(merchant.code, client);
    await this.deps.captcha.verify(merchant, 'register', input.captcha ?? {}, client);
    const identity = await this.deps.social.ofRegistration(merchant, input.social ?? {});
    const mobile = byMobile ? await this.checkedMobile(merchant, input) : null;
    const passwordIsDefault = byMobile && !merchant.accounts.mobilePassword;
    // The "default password" of a mobile sign-up is random and never told to anyone: such an
    // account cannot complete a password sign-in, and nobody can probe which accounts have one.
    const password = passwordIsDefault ? randomBytes(32).toString('base64url') : input.password;
    if (!password)
      throw new AppError(400, E.invalidRequest, 'body.password: a password is required');
    if (!passwordIsDefault) {
      assertNewPasswordAllowed(password, { username: input.username, merchant }, 'password');
    }
    const member = await this.insertMember(merchant, input, {
      mobile,
      password,
      passwordIsDefault,
    });
    if (identity) await this.deps.social.link(merchant, identity, member.id);
    await this.deps.protection.recordRegistration(merchant, member.id, input.consent.birthDate!);
    await this.deps.members.markFirstLogin(merchant.code, member.id, this.deps.now());
    await this.deps.referrals?.credit(
      merchant,
      member.id,
      input.registration.referralCode,
      client.deviceId,
    );
    const { token, session } = await this.deps.sessions.create(merchant, member.id, client);
    // SPEC section 4: a registration is remembered for login only with auto-login-after-register.
    const remember =
      remembers(merchant, client, input.remember) &&
      merchant.accounts.autoLoginAfterRegister &&
      !passwordIsDefault;
    const rememberToken = remember
      ? await this.deps.signInSessions.rememberDevice(merchant, member.id, client, session)
      : undefined;
    return { member, token, session, rememberToken };
  }

  async usernameExists(merchant: MerchantConfig, username: string, ip: string): Promise<boolean> {
    await this.deps.limiter.usernameCheck(merchant.code, ip);
    return this.deps.members.usernameTaken(merchant.code, username);
  }

  /** A username free on this merchant: a prefix and random digits. */
  async freeUsername(merchant: MerchantConfig, prefix = 'player'): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const candidate = `${prefix}${randomInt(10 ** 5, 10 ** 8)}`;
      if (!(await this.deps.members.usernameTaken(merchant.code, candidate))) return candidate;
    }
    throw new Error('Could not find a free username');
  }

  /** The number as E.164, with its texted registration code redeemed where the merchant asks one. */
  private async checkedMobile(merchant: MerchantConfig, input: RegistrationInput): Promise<string> {
    const mobile = requireE164(merchant, {
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobileNum!,
    });
    if (merchant.accounts.mobileCode) {
      const code = input.verificationCode ?? '';
      if (!(await this.deps.codes.redeem(merchant, 'register', mobile, code))) {
        throw codeExpiredError();
      }
    }
    return mobile;
  }

  /** Stores the member; a taken username or number answers which one it was. */
  private async insertMember(
    merchant: MerchantConfig,
    input: RegistrationInput,
    secret: { mobile: string | null; password: string; passwordIsDefault: boolean },
  ): Promise<MemberRow> {
    const { members, attribution } = this.deps;
    const username = input.username ?? (await this.freeUsername(merchant, 'm'));
    const storeAttribution = attribution
      ? (trx: Parameters<AttributionService['storeAtRegistration']>[0], row: MemberRow) =>
          attribution.storeAtRegistration(trx, merchant, row.id, input.registration)
      : undefined;
    const member = await members.insert(
      {
        merchantCode: merchant.code,
        username,
        mobile: secret.mobile,
        passwordHash: await hashPassword(secret.password),
        passwordIsDefault: secret.passwordIsDefault,
        agentApplication: input.agentApplication ? 'pending' : 'none',
        language: isUiLanguage(input.language) ? input.language : merchant.defaultLanguage,
        registration: input.registration,
      },
      storeAttribution,
    );
    if (member) return member;
    const mobileTaken =
      !!secret.mobile && !!(await members.findByMobile(merchant.code, secret.mobile));
    throw mobileTaken
      ? new AppError(200, E.mobileExists, 'This mobile number is already registered')
      : new AppError(200, E.usernameExists, 'This username is taken, please choose another');
  }
}
