import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ERROR_CODES as E,
  isUiLanguage,
  normalizePassword,
  PASSWORD_RULES,
  requestedLoginType,
  SOCIAL_REGISTRATION_FIELDS,
  socialRegistrationField,
  SUPPORTED_LOGIN_TYPES,
  TWO_FACTOR_RULES,
  type CodeFactor,
  type CodeSent,
  type LoginVerifyRequired,
  type TwoFactorMethod,
  type TwoFactorStatus,
  type CaptchaAnswer,
  type LoginType,
  type LoginValue,
  type MemberInfo,
  type RegisterSettings,
  type RegistrationSource,
  type RememberedLoginValue,
  type SocialRegistrationField,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MemberCredentials, MemberRepository, MemberRow } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { presentMemberInfo, presentSignIn } from './member-presenter.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { captchaKind, type CaptchaVerifier } from '../captcha/index.js';
import {
  assertNewPasswordAllowed,
  hashPassword,
  verifyDummy,
  verifyPassword,
} from './passwords.js';
import type { RememberTokenService } from './remember-tokens.js';
import type { ReferralService } from '../referrals/index.js';
import type { SessionContext, SessionMeta, SessionService } from './sessions.js';
import type { OneUseStore } from '../core/limits/one-use-store.js';
import { e164Of, isE164, requireE164 } from './phone-numbers.js';
import type { TwoFactorService } from './two-factor.js';
import { emailKey, type VerificationCodes } from './verification-codes.js';

export interface RegistrationInput {
  username?: string;
  mobileNum?: string;
  /** The dialing code picked for mobileNum; without it, the merchant's own country's. */
  countryDialingCode?: string;
  password?: string;
  agentApplication?: boolean;
  registration: RegistrationSource;
  /** The social sign-up fields of the request: not supported yet, so any of them is refused. */
  social?: Partial<Record<SocialRegistrationField, string>>;
  language: string;
  /** The captcha fields of the request; checked when the merchant's register flag is on. */
  captcha?: CaptchaAnswer;
  /** Remember the login on this device (honoured with auto-login-after-register on). */
  remember?: boolean;
  /** The texted registration code, where the merchant asks one for registering by mobile. */
  verificationCode?: string;
}

export interface LoginInput {
  /** Username and sms sign-in are carried out; the other types answer not_supported. */
  type: LoginType;
  isSms?: boolean;
  /** The username, or for an SMS sign-in the mobile number. */
  username: string;
  /** The password, or for an SMS sign-in the texted code. */
  password: string;
  captcha?: CaptchaAnswer;
  /** "Remember me": also issue a remember token for auto-login. */
  remember?: boolean;
}

export interface ClientFacts extends SessionMeta {
  deviceId: string | undefined;
}

const secondStepKey = (merchantCode: string, username: string) =>
  `2fa-step:${merchantCode}:${username.toLowerCase()}`;

/** A pending second step: the member, and when the step's minutes end (epoch ms). */
const pendingValue = (memberId: number, deadlineMs: number) => `${memberId}|${deadlineMs}`;
function parsePending(
  value: string | undefined,
): { memberId: string; deadlineMs: number } | undefined {
  if (!value) return undefined;
  const [memberId = '', deadline = '0'] = value.split('|');
  return { memberId, deadlineMs: Number(deadline) };
}

/** The second factors a member turned on, in the order the two-factor step offers them. */
export function verifyMethodsOf(member: MemberRow, authenticator: boolean): TwoFactorMethod[] {
  const methods: TwoFactorMethod[] = [];
  if (authenticator) methods.push('ga');
  if (member.two_factor_sms && member.mobile) methods.push('sms');
  if (member.two_factor_email && member.email) methods.push('email');
  return methods;
}

const credentialsError = () => new AppError(200, E.loginCredErr, 'Wrong username or password');

/** The first factor's tries on this username are spent for now. */
const LOCKED = 'locked';
type FirstFactor = MemberRow | typeof LOCKED | undefined;
const isMember = (outcome: FirstFactor): outcome is MemberRow =>
  outcome !== undefined && outcome !== LOCKED;

const lockedError = (merchant: MerchantConfig) =>
  new AppError(
    200,
    E.accountLocked,
    `Too many tries: this account is locked for up to ${merchant.accounts.lockoutMinutes} minutes. Wait, or reset your password.`,
  );

/** Refuses a sign-in type whose feature has not landed, before any password is checked. */
function refuseUnsupportedLogin(input: LoginInput): void {
  const type = requestedLoginType(input);
  if (SUPPORTED_LOGIN_TYPES.includes(type)) return;
  throw new AppError(
    400,
    E.notSupported,
    `Signing in by ${type} is not supported yet; sign in with username and password`,
  );
}

/** Refuses a registration that carries social sign-up fields, whose feature has not landed. */
function refuseSocialRegistration(input: RegistrationInput): void {
  const field = socialRegistrationField(input.social ?? {});
  if (!field) return;
  throw new AppError(
    400,
    E.notSupported,
    `body.${field}: registering with ${SOCIAL_REGISTRATION_FIELDS[field]} is not supported yet`,
  );
}

/** Remember tokens exist only where auto-login does (MOBILEAUTOLOGIN3) and for a known device. */
const remembers = (merchant: MerchantConfig, client: ClientFacts, asked: boolean | undefined) =>
  asked === true && merchant.flags.MOBILEAUTOLOGIN3 === true && !!client.deviceId;

/** What AccountService is built from. */
export interface AccountDependencies {
  members: MemberRepository;
  sessions: SessionService;
  limiter: AttemptLimiter;
  now: () => Date;
  captcha: CaptchaVerifier;
  remember: RememberTokenService;
  codes: VerificationCodes;
  twoFactor: TwoFactorService;
  /** Marks a sign-in whose password was right until its second step (or the minutes pass). */
  pendingSteps: OneUseStore;
  /** Holds failed sign-in answers during a failure wave (injectable, so tests never wait). */
  pause?: (ms: number) => Promise<void>;
  /** Credits a registration that carried a referral code to its referrer. */
  referrals?: Pick<ReferralService, 'credit'>;
}

/** Registration, sign-in and passwords, with the limits that keep accounts safe. */
export class AccountService {
  private readonly members: MemberRepository;
  private readonly sessions: SessionService;
  private readonly limiter: AttemptLimiter;
  private readonly now: () => Date;
  private readonly captcha: CaptchaVerifier;
  private readonly remember: RememberTokenService;
  private readonly codes: VerificationCodes;
  private readonly twoFactor: TwoFactorService;
  private readonly pendingSteps: OneUseStore;
  private readonly pause: (ms: number) => Promise<void>;
  private readonly referrals: Pick<ReferralService, 'credit'> | undefined;

  constructor(deps: AccountDependencies) {
    this.members = deps.members;
    this.sessions = deps.sessions;
    this.limiter = deps.limiter;
    this.now = deps.now;
    this.captcha = deps.captcha;
    this.remember = deps.remember;
    this.codes = deps.codes;
    this.twoFactor = deps.twoFactor;
    this.pendingSteps = deps.pendingSteps;
    this.pause = deps.pause ?? sleep;
    this.referrals = deps.referrals;
  }

  settings(merchant: MerchantConfig): RegisterSettings {
    const kind = captchaKind(merchant);
    return {
      methods: merchant.accounts.methods,
      emailReset: this.codes.emailConfigured(merchant),
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
    };
  }

  async register(
    merchant: MerchantConfig,
    input: RegistrationInput,
    client: ClientFacts,
  ): Promise<{
    member: MemberRow;
    token: string;
    session: SessionContext;
    rememberToken: string | undefined;
  }> {
    refuseSocialRegistration(input);
    const byMobile = input.mobileNum !== undefined;
    if (!merchant.accounts.methods.includes(byMobile ? 'mobile' : 'username')) {
      throw new AppError(
        400,
        E.registerMethodDisabled,
        'This way of registering is not offered here',
      );
    }
    await this.limiter.registration(merchant.code, client);
    await this.captcha.verify(merchant, 'register', input.captcha ?? {}, client);
    const mobile = byMobile
      ? requireE164(merchant, {
          countryDialingCode: input.countryDialingCode,
          mobileNum: input.mobileNum!,
        })
      : null;
    if (mobile && merchant.accounts.mobileCode) {
      const code = input.verificationCode ?? '';
      if (!(await this.codes.redeem(merchant, 'register', mobile, code))) {
        throw new AppError(
          200,
          E.verificationCodeInvalid,
          'The code is wrong or has expired, please ask for a new one',
        );
      }
    }
    const passwordIsDefault = byMobile && !merchant.accounts.mobilePassword;
    // The "default password" of a mobile sign-up is random and never told to anyone: such an
    // account cannot complete a password sign-in, and nobody can probe which accounts have one.
    const password = passwordIsDefault ? randomBytes(32).toString('base64url') : input.password;
    if (!password)
      throw new AppError(400, E.invalidRequest, 'body.password: a password is required');
    if (!passwordIsDefault) {
      assertNewPasswordAllowed(password, { username: input.username, merchant }, 'password');
    }
    const username = input.username ?? (await this.freeUsername(merchant, 'm'));
    const member = await this.members.insert({
      merchantCode: merchant.code,
      username,
      mobile,
      passwordHash: await hashPassword(password),
      passwordIsDefault,
      agentApplication: input.agentApplication ? 'pending' : 'none',
      language: isUiLanguage(input.language) ? input.language : merchant.defaultLanguage,
      registration: input.registration,
    });
    if (!member) {
      const mobileTaken = !!mobile && !!(await this.members.findByMobile(merchant.code, mobile));
      throw mobileTaken
        ? new AppError(200, E.mobileExists, 'This mobile number is already registered')
        : new AppError(200, E.usernameExists, 'This username is taken, please choose another');
    }
    await this.members.markFirstLogin(merchant.code, member.id, this.now());
    await this.referrals?.credit(
      merchant,
      member.id,
      input.registration.referralCode,
      client.deviceId,
    );
    const { token, session } = await this.sessions.create(merchant, member.id, client);
    // SPEC section 4: a registration is remembered for login only with auto-login-after-register.
    const remember =
      remembers(merchant, client, input.remember) &&
      merchant.accounts.autoLoginAfterRegister &&
      !passwordIsDefault;
    const rememberToken = remember
      ? await this.remember.issue({
          merchantCode: merchant.code,
          memberId: member.id,
          deviceId: client.deviceId!,
          sessionId: session.id,
        })
      : undefined;
    return { member, token, session, rememberToken };
  }

  async login(
    merchant: MerchantConfig,
    input: LoginInput,
    client: ClientFacts,
  ): Promise<LoginValue> {
    refuseUnsupportedLogin(input);
    await this.limiter.loginSource(merchant.code, client.ip);
    await this.captcha.verify(merchant, 'login', input.captcha ?? {}, client);
    const bySms = requestedLoginType(input) === 'sms';
    const member = bySms
      ? await this.checkSmsCode(merchant, input.username, input.password)
      : await this.checkPassword(merchant, input.username, input.password);
    if (!isMember(member)) return this.refuse(merchant, member);
    const verifyMethods = verifyMethodsOf(
      member,
      await this.twoFactor.enabled(merchant.code, member.id),
    );
    if (verifyMethods.length > 0) {
      // The first factor is right: the code step may follow within its minutes (password only).
      const stepMs = TWO_FACTOR_RULES.stepMinutes * 60_000;
      await this.pendingSteps.put(
        secondStepKey(merchant.code, member.username),
        pendingValue(member.id, this.now().getTime() + stepMs),
        stepMs,
      );
      const value: LoginVerifyRequired = { verifyMethods };
      throw new AppError(
        200,
        E.loginVerifyRequired,
        bySms
          ? 'This account confirms each sign-in with a second step: log in with your password'
          : 'Confirm this sign-in with a code',
        value,
      );
    }
    return this.finishSignIn(merchant, member, client, input.remember);
  }

  /**
   * The second step of a sign-in that answered login_verify_required: the password again, within
   * the step's minutes, and an authenticator or recovery code. Wrong codes count toward the
   * account's tries, and TWO_FACTOR_RULES.wrongCodes of them lock the sign-in.
   */
  async loginVerification(
    merchant: MerchantConfig,
    input: LoginInput & { verifyMethod: TwoFactorMethod; verifyCode: string },
    client: ClientFacts,
  ): Promise<LoginValue> {
    const { member, key, pending } = await this.pendingStep(merchant, input, client);
    const wrongSoFar = await this.limiter.reserveSecondFactorTry(merchant, member.username);
    const lockedOut = () =>
      new AppError(429, E.tooManyLogin, 'Too many wrong codes: this account is locked for now');
    if (wrongSoFar > TWO_FACTOR_RULES.wrongCodes) throw lockedOut();
    if (!(await this.checkSecondFactor(merchant, member, input.verifyMethod, input.verifyCode))) {
      if (wrongSoFar >= TWO_FACTOR_RULES.wrongCodes) throw lockedOut();
      await this.keepPending(key, pending);
      throw new AppError(200, E.verificationCodeInvalid, 'The code is wrong, please try again');
    }
    await this.limiter.secondFactorSucceeded(merchant, member.username);
    return this.finishSignIn(merchant, member, client, input.remember);
  }

  /**
   * Sends the code of a pending second step by the method asked (a texted or emailed code), to the
   * member's own number or verified address only, after the same password again. The step stays
   * pending with its own deadline.
   */
  async sendSecondFactorCode(
    merchant: MerchantConfig,
    input: LoginInput & { verifyMethod: CodeFactor },
    client: ClientFacts,
  ): Promise<CodeSent> {
    const { member, key, pending } = await this.pendingStep(merchant, input, client);
    await this.keepPending(key, pending);
    // The right password's try is given back: sending a code is not a failed sign-in.
    await this.limiter.refundAccountTry(merchant, member.username);
    const methods = verifyMethodsOf(member, false);
    if (!methods.includes(input.verifyMethod)) throw credentialsError();
    if (input.verifyMethod === 'sms') {
      // A number the E.164 migration could not read is texted nothing; the step stays required.
      if (!isE164(member.mobile)) {
        throw new AppError(400, E.notSupported, 'Texts cannot reach this number: use another way');
      }
      return this.codes.sendSmsToMember(
        merchant,
        'two-factor',
        member.mobile,
        client,
        member.language,
      );
    }
    return this.codes.sendEmail(
      merchant,
      'two-factor',
      { email: member.email!, recipient: emailKey(member.email!), language: member.language },
      client,
    );
  }

  /**
   * The member of a pending second step, when the password is theirs again within the step's
   * minutes; the step is taken (the caller puts it back when it stays pending). Anything else
   * answers login.cred.err after the failure wave's pause, and ends the step.
   */
  private async pendingStep(
    merchant: MerchantConfig,
    input: LoginInput,
    client: ClientFacts,
  ): Promise<{
    member: MemberRow;
    key: string;
    pending: { memberId: string; deadlineMs: number };
  }> {
    if (requestedLoginType(input) !== 'username') {
      throw new AppError(400, E.notSupported, 'Confirm a sign-in with username and password');
    }
    await this.limiter.loginSource(merchant.code, client.ip);
    const key = secondStepKey(merchant.code, input.username);
    const pending = parsePending(await this.pendingSteps.take(key));
    const live = pending && pending.deadlineMs > this.now().getTime() ? pending : undefined;
    const member = live
      ? await this.checkPassword(merchant, input.username, input.password)
      : undefined;
    if (!isMember(member) || !live || String(member.id) !== live.memberId) {
      return this.refuse(merchant, member === LOCKED ? LOCKED : undefined);
    }
    return { member, key, pending: live };
  }

  /** A failed first factor: held during a failure wave, then login.locked or login.cred.err. */
  private async refuse(
    merchant: MerchantConfig,
    outcome: typeof LOCKED | undefined,
  ): Promise<never> {
    const delayMs = await this.limiter.failureDelayMs(merchant.code);
    if (delayMs > 0) await this.pause(delayMs);
    throw outcome === LOCKED ? lockedError(merchant) : credentialsError();
  }

  /** Puts a pending step back until its own deadline (never longer). */
  private async keepPending(key: string, pending: { memberId: string; deadlineMs: number }) {
    const leftMs = pending.deadlineMs - this.now().getTime();
    if (leftMs <= 0) return;
    await this.pendingSteps.put(
      key,
      pendingValue(Number(pending.memberId), pending.deadlineMs),
      leftMs,
    );
  }

  /** True once for a right code of a method the member turned on. */
  private async checkSecondFactor(
    merchant: MerchantConfig,
    member: MemberRow,
    method: TwoFactorMethod,
    code: string,
  ): Promise<boolean> {
    if (method === 'ga') return this.twoFactor.check(merchant.code, member.id, code);
    if (!verifyMethodsOf(member, false).includes(method)) return false;
    const recipient = method === 'sms' ? member.mobile! : emailKey(member.email!);
    return this.codes.redeem(merchant, 'two-factor', recipient, code.trim());
  }

  private async finishSignIn(
    merchant: MerchantConfig,
    member: MemberRow,
    client: ClientFacts,
    remember: boolean | undefined,
  ): Promise<LoginValue> {
    await this.limiter.loginSucceeded(merchant, member.username);
    const { value, session, replaced } = await this.startSession(merchant, member, client);
    if (!remembers(merchant, client, remember)) {
      // Signed in again on a device without "remember me": the device is no longer remembered.
      await this.remember.revokeForSessions(merchant.code, replaced);
      return value;
    }
    const rememberToken = await this.remember.issue({
      merchantCode: merchant.code,
      memberId: member.id,
      deviceId: client.deviceId!,
      sessionId: session.id,
    });
    return { ...value, rememberToken };
  }

  /**
   * The member whose password this is, within the account's tries; LOCKED past them (whether the
   * username exists or not, after the same work); undefined otherwise.
   */
  private async checkPassword(
    merchant: MerchantConfig,
    username: string,
    password: string,
  ): Promise<FirstFactor> {
    // The try is reserved before the password is judged: a burst gets lockoutFailures judged.
    const allowed = await this.limiter.reserveAccountTry(merchant, username);
    const member = await this.members.credentials(merchant.code, { username });
    const valid =
      member && allowed
        ? await verifyPassword(member.password_hash, password)
        : await verifyDummy(password);
    if (!allowed) return LOCKED;
    // A default password is random and never told; kept so such an account never signs in by one.
    if (!member || !valid || member.password_is_default) return undefined;
    return member;
  }

  /**
   * The member with this mobile number (national for the merchant's country, or `+` and its
   * dialing code) when the code is its live sign-in code, within the account's tries (a wrong
   * code counts toward the lockout like a wrong password).
   */
  private async checkSmsCode(
    merchant: MerchantConfig,
    mobileNum: string,
    code: string,
  ): Promise<FirstFactor> {
    const e164 = e164Of(merchant.country, { mobileNum });
    const member = e164 ? await this.members.findByMobile(merchant.code, e164) : undefined;
    const allowed = await this.limiter.reserveAccountTry(
      merchant,
      member?.username ?? `mobile:${e164 ?? mobileNum}`,
    );
    if (!allowed) return LOCKED;
    if (!member || !e164) return undefined;
    return (await this.codes.redeem(merchant, 'login', e164, code)) ? member : undefined;
  }

  /** Auto-login with a remember token: a new session and the token that replaces the one used. */
  async loginRemembered(
    merchant: MerchantConfig,
    rememberToken: string,
    client: ClientFacts,
  ): Promise<RememberedLoginValue> {
    if (merchant.flags.MOBILEAUTOLOGIN3 !== true) {
      throw new AppError(400, E.notSupported, 'Auto-login is not offered here');
    }
    await this.limiter.loginSource(merchant.code, client.ip);
    const remembered = await this.remember.redeem(
      merchant.code,
      rememberToken,
      client.deviceId ?? '',
    );
    if (!remembered) throw credentialsError();
    const member = await this.members.findById(merchant.code, remembered.memberId);
    if (!member || member.password_is_default) throw credentialsError();
    const { value, session } = await this.startSession(merchant, member, client);
    const next = await this.remember.issue({
      merchantCode: merchant.code,
      memberId: member.id,
      deviceId: client.deviceId!,
      sessionId: session.id,
      familyId: remembered.familyId,
    });
    return { ...value, rememberToken: next };
  }

  /** Ends this session, and the remembered login of its device. */
  async logout(session: SessionContext): Promise<void> {
    await this.sessions.end(session);
    await this.remember.revokeForSession(session);
  }

  /** Signs the member out everywhere but here; other devices are no longer remembered either. */
  async endOtherSessions(session: SessionContext): Promise<number> {
    const ended = await this.sessions.endOthers(session);
    await this.remember.revokeOthers(session);
    return ended;
  }

  private async startSession(
    merchant: MerchantConfig,
    member: MemberRow,
    client: ClientFacts,
  ): Promise<{ value: LoginValue; session: SessionContext; replaced: string[] }> {
    // Only a member never signed in is written; the atomic update still decides a race of firsts.
    const firstTimeLogin =
      member.first_login_at === null &&
      (await this.members.markFirstLogin(merchant.code, member.id, this.now()));
    const { token, session, replaced } = await this.sessions.create(merchant, member.id, client);
    const maxAgeDays = merchant.accounts.passwordMaxAgeDays;
    const passwordExpired =
      maxAgeDays > 0 &&
      this.now().getTime() - member.password_changed_at.getTime() > maxAgeDays * 86_400_000;
    const value = presentSignIn(
      member,
      { token, session },
      {
        firstTimeLogin,
        passwordExpired,
        updatePassword: passwordExpired && merchant.flags.PWDEXPFORCECHANGE3 === true,
      },
    );
    return { value, session, replaced };
  }

  async changePassword(
    merchant: MerchantConfig,
    session: SessionContext,
    oldPassword: string,
    newPassword: string,
  ): Promise<number> {
    const member = await this.requireCredentials(merchant, session);
    if (member.password_is_default) {
      throw new AppError(
        200,
        E.passwordDefaultLocked,
        'Verify your mobile number to set a password',
      );
    }
    await this.verifyOwnPassword(merchant, member, oldPassword);
    // Compared as they are hashed: a full-width copy of the old password is the old password.
    if (normalizePassword(oldPassword) === normalizePassword(newPassword)) {
      throw new AppError(200, E.passwordSame, 'The new password must differ from the current one');
    }
    assertNewPasswordAllowed(newPassword, { username: member.username, merchant }, 'newPassword');
    await this.members.setPassword(
      merchant.code,
      member.id,
      await hashPassword(newPassword),
      this.now(),
    );
    return this.endOtherSessions(session);
  }

  /**
   * The password asked again before a sensitive change (a withdrawal account, the second
   * factor); answers login.cred.err when wrong.
   */
  async confirmPassword(
    merchant: MerchantConfig,
    session: SessionContext,
    password: string,
  ): Promise<MemberCredentials> {
    const member = await this.requireCredentials(merchant, session);
    await this.verifyOwnPassword(merchant, member, password);
    return member;
  }

  /** As confirmPassword, for a member who must have set a password (the second factor). */
  private async confirmOwnPassword(
    merchant: MerchantConfig,
    session: SessionContext,
    password: string,
  ): Promise<MemberCredentials> {
    const member = await this.requireCredentials(merchant, session);
    if (member.password_is_default) {
      throw new AppError(200, E.passwordDefaultLocked, 'Set a password first');
    }
    await this.verifyOwnPassword(merchant, member, password);
    return member;
  }

  // A stolen session must not become a way to guess the password: failures count toward the lock.
  private async verifyOwnPassword(
    merchant: MerchantConfig,
    member: MemberCredentials,
    password: string,
  ): Promise<void> {
    const allowed = await this.limiter.reserveAccountTry(merchant, member.username);
    if (!allowed || !(await verifyPassword(member.password_hash, password))) {
      throw credentialsError();
    }
    await this.limiter.refundAccountTry(merchant, member.username);
  }

  async twoFactorStatus(
    merchant: MerchantConfig,
    session: SessionContext,
  ): Promise<TwoFactorStatus> {
    const member = await this.requireMember(merchant, session);
    const authenticator = await this.twoFactor.status(merchant.code, member.id);
    return {
      ...authenticator,
      sms: member.two_factor_sms && !!member.mobile,
      email: member.two_factor_email && !!member.email,
      smsAvailable: isE164(member.mobile),
      emailAvailable: !!member.email,
    };
  }

  /** Turns texted or emailed codes on or off as the member's second factor, after the password. */
  async twoFactorCodes(
    merchant: MerchantConfig,
    session: SessionContext,
    input: { method: CodeFactor; enabled: boolean; password: string },
  ): Promise<TwoFactorStatus> {
    const member = await this.confirmOwnPassword(merchant, session, input.password);
    const changed = await this.members.setCodeFactor(
      merchant.code,
      member.id,
      input.method,
      input.enabled,
    );
    if (!changed) {
      throw new AppError(
        400,
        E.notSupported,
        input.method === 'sms' ? 'Add a mobile number first' : 'Verify an email address first',
      );
    }
    // A device remembered before the second factor must not skip it.
    if (input.enabled) await this.remember.revokeAll(merchant.code, member.id);
    return this.twoFactorStatus(merchant, session);
  }

  /** Starts turning the authenticator on: a new secret for the app, after the password. */
  async twoFactorSetup(merchant: MerchantConfig, session: SessionContext, password: string) {
    const member = await this.confirmOwnPassword(merchant, session, password);
    const setup = await this.twoFactor.setup(merchant, member);
    if (!setup) {
      throw new AppError(
        400,
        E.invalidRequest,
        'The authenticator is already on; turn it off first',
      );
    }
    return setup;
  }

  /** Turns the authenticator on with its first code; answers the recovery codes. */
  async twoFactorConfirm(session: SessionContext, code: string): Promise<string[]> {
    const codes = await this.twoFactor.confirm(session.merchantCode, session.memberId, code);
    if (!codes) {
      throw new AppError(200, E.verificationCodeInvalid, 'The code is wrong, please try again');
    }
    await this.remember.revokeAll(session.merchantCode, session.memberId);
    return codes;
  }

  async twoFactorDisable(
    merchant: MerchantConfig,
    session: SessionContext,
    password: string,
  ): Promise<void> {
    const member = await this.confirmOwnPassword(merchant, session, password);
    await this.twoFactor.disable(merchant.code, member.id);
  }

  async info(merchant: MerchantConfig, session: SessionContext): Promise<MemberInfo> {
    return presentMemberInfo(await this.requireMember(merchant, session));
  }

  /** Stores the language; members of type 4 are skipped (SPEC section 6). */
  async setLanguage(
    merchant: MerchantConfig,
    session: SessionContext,
    language: string,
  ): Promise<boolean> {
    const code = language.toUpperCase();
    if (!isUiLanguage(code) || !merchant.languages.includes(code)) {
      throw new AppError(400, E.invalidRequest, `body.language: ${language} is not offered here`);
    }
    const member = await this.requireMember(merchant, session);
    if (member.customer_type === 4) return false;
    await this.members.setLanguage(merchant.code, member.id, code);
    return true;
  }

  async usernameExists(merchant: MerchantConfig, username: string, ip: string): Promise<boolean> {
    await this.limiter.usernameCheck(merchant.code, ip);
    return this.members.usernameTaken(merchant.code, username);
  }

  /** A username free on this merchant: a prefix and random digits. */
  async freeUsername(merchant: MerchantConfig, prefix = 'player'): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const candidate = `${prefix}${randomInt(10 ** 5, 10 ** 8)}`;
      if (!(await this.members.usernameTaken(merchant.code, candidate))) return candidate;
    }
    throw new Error('Could not find a free username');
  }

  private async requireMember(
    merchant: MerchantConfig,
    session: SessionContext,
  ): Promise<MemberRow> {
    const member = await this.members.findById(merchant.code, session.memberId);
    if (!member) throw new AppError(401, E.customerNotLogin, 'Please sign in');
    return member;
  }

  private async requireCredentials(
    merchant: MerchantConfig,
    session: SessionContext,
  ): Promise<MemberCredentials> {
    const member = await this.members.credentials(merchant.code, { id: session.memberId });
    if (!member) throw new AppError(401, 'customer.not.login', 'Please sign in');
    return member;
  }
}
