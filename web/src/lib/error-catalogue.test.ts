import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import type { CallDef } from '@lobby/contract';
import { calls, ERROR_CODES } from '@lobby/contract';
import EN from '../locales/EN.json';
import {
  AUTO_LOGIN_KEY,
  bindRequiredOf,
  classifyError,
  ERROR_BEHAVIOURS,
  errorMessage,
  handleApiError,
  isFeatureUnavailable,
  isLineTokenInvalid,
  isPromotionExpired,
  isPromotionGone,
  isResetLinkInvalid,
  isTelegramInvalid,
  isWrongPassword,
} from './error-catalogue';
import { closeDialog, openDialog } from './dialogs';
import * as dialogs from './dialogs';
import { session, startSession } from './session';

const call = { path: '/wps/x' } as CallDef;
const member = {
  spanId: 's',
  id: '1',
  token: 't',
  merchantCode: 'demo',
  userName: 'ann',
  type: 0,
  firstTimeLogin: false,
};

function failure(errorCode: string, message = '', status = 200) {
  return new ApiError('failure', errorCode, message, status);
}

let opened: ReturnType<typeof vi.spyOn>;
let toasted: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  startSession(member);
  localStorage.clear();
  opened = vi.spyOn(dialogs, 'openDialog');
  toasted = vi.spyOn(dialogs, 'showToast');
});
afterEach(() => {
  vi.restoreAllMocks();
  // Close whatever a test opened so the next starts clean.
  closeDialog(openDialog({ kind: 'notice', message: '' }));
});

describe('error catalogue', () => {
  it.each([
    'CUSTOMER_NOT_LOGIN',
    'customer.not.login',
    'user.or.token.invalid',
    'login.not.session',
  ])('%s logs out, clears the session and asks to sign in', (code) => {
    handleApiError(failure(code), { call, alert: true });
    expect(session.get()).toBeNull();
    expect(sessionStorage.getItem('lobby.session')).toBeNull();
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirm' }));
  });

  it('asks to sign in once when several calls fail as the session ends', () => {
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(session.get()).toBeNull();
  });

  it('still asks once when the first failing call was a silent one', () => {
    handleApiError(failure('customer.not.login', '', 401), { call, alert: false });
    expect(opened).not.toHaveBeenCalled();
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('asks again once a new session has started and ended', () => {
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    startSession(member);
    handleApiError(failure('customer.not.login', '', 401), { call, alert: true });
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('HTTP 401 logs out', () => {
    handleApiError(new ApiError('http', 'http_401', '', 401), { call, alert: true });
    expect(session.get()).toBeNull();
  });

  it('HTTP 502 is silent and keeps the session', () => {
    handleApiError(new ApiError('http', 'http_502', '', 502), { call, alert: true });
    expect(opened).not.toHaveBeenCalled();
    expect(session.get()).not.toBeNull();
  });

  it('TOO_MANY_REQUEST codes are silent', () => {
    handleApiError(failure('TOO_MANY_REQUEST_LOGIN', 'slow down'), { call, alert: true });
    expect(opened).not.toHaveBeenCalled();
  });

  it('token_ip_different turns auto-login off', () => {
    handleApiError(failure('token_ip_different', 'ip changed'), { call, alert: true });
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
  });

  it('other failures show their message, or unknown_error when there is none', () => {
    handleApiError(failure('some.code', 'Balance too low'), { call, alert: true });
    expect(opened).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Balance too low' }),
    );
    handleApiError(failure('some.code', ''), { call, alert: true });
    expect(opened).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'unknown_error' }));
  });

  it('alert false suppresses the dialog', () => {
    handleApiError(failure('some.code', 'hidden'), { call, alert: false });
    handleApiError(failure('CUSTOMER_NOT_LOGIN'), { call, alert: false });
    expect(opened).not.toHaveBeenCalled();
    expect(session.get()).toBeNull();
  });

  it('a network failure on plain http explains the network error', () => {
    handleApiError(new ApiError('network', 'network_error', 'Failed to fetch'), {
      call,
      alert: true,
    });
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ message: 'error.network' }));
    expect(toasted).not.toHaveBeenCalled();
  });
});

/** Every error code the contract defines (its one namespace). */
const ALL_CODES: string[] = Object.values(ERROR_CODES);

/** Codes only operator calls list (the console's own): the player app never meets them. */
const CONSOLE_ONLY_CODES = new Set(
  ALL_CODES.filter((code) => {
    const listing = Object.values(calls).filter((call) =>
      (call.errors as readonly string[]).includes(code),
    );
    return listing.length > 0 && listing.every((call) => call.access === 'operator');
  }),
);

/** Every code the player app may meet: each needs its behaviour and its words. */
const CONTRACT_CODES = ALL_CODES.filter((code) => !CONSOLE_ONLY_CODES.has(code));

describe('the classification table', () => {
  const serverText = { kind: 'alert' };
  const tooMany = { kind: 'silence', messageKey: 'accountError.tooMany' };
  const logout = { kind: 'logout' };
  /** The behaviour of every code the contract defines; a new code needs its line here. */
  const EXPECTED: Record<string, object> = {
    CUSTOMER_NOT_LOGIN: logout,
    'customer.not.login': logout,
    'user.or.token.invalid': logout,
    'login.not.session': logout,
    token_ip_different: { kind: 'alert', messageKey: 'error.signInAgain', autoLoginOff: true },
    'login.cred.err': {
      kind: 'field',
      field: 'currentPassword',
      messageKey: 'accountError.credentials',
    },
    'not.exists.user': { kind: 'alert', messageKey: 'accountError.credentials' },
    login_verify_required: { kind: 'contactUs', messageKey: 'accountError.passwordStep' },
    bind_customer_required: { kind: 'alert', messageKey: 'error.socialSignIn' },
    telegram_validate_failed: { kind: 'alert', messageKey: 'error.socialSignIn' },
    line_invalid_token: { kind: 'alert', messageKey: 'error.socialSignIn' },
    'identity.invalid': { kind: 'alert', messageKey: 'error.socialSignIn' },
    'passkey.invalid': { kind: 'alert', messageKey: 'passkey.failed' },
    'push.token.unknown': { kind: 'alert', messageKey: 'push.error.failed' },
    'push.endpoint.refused': { kind: 'alert', messageKey: 'push.error.failed' },
    domain_not_available: { kind: 'domainUnavailable' },
    TOO_MANY_REQUEST: tooMany,
    invalid_request: { kind: 'alert', messageKey: 'error.badRequest' },
    malformed_json: { kind: 'alert', messageKey: 'error.badRequest' },
    payload_too_large: { kind: 'alert', messageKey: 'error.badRequest' },
    unsupported_media_type: { kind: 'alert', messageKey: 'error.badRequest' },
    unknown_merchant: { kind: 'alert', messageKey: 'domain.body' },
    not_found: { kind: 'alert', messageKey: 'error.notFound' },
    not_supported: { kind: 'alert', messageKey: 'error.notSupported' },
    request_timeout: { kind: 'alert', messageKey: 'timeout_retry_please' },
    service_unavailable: { kind: 'alert', messageKey: 'error.unavailable' },
    internal_error: { kind: 'alert', messageKey: 'unknown_error' },
    maintenance: { kind: 'alert', messageKey: 'maintenance.body' },
    region_restricted: { kind: 'alert', messageKey: 'error.regionRestricted' },
    encryption_required: { kind: 'alert', messageKey: 'error.badRequest' },
    envelope_invalid: { kind: 'alert', messageKey: 'unknown_error' },
    'username.exists': {
      kind: 'field',
      field: 'username',
      messageKey: 'accountError.usernameExists',
    },
    'mobile.exists': { kind: 'field', field: 'mobile', messageKey: 'accountError.mobileExists' },
    'email.exists': { kind: 'field', field: 'email', messageKey: 'accountError.emailExists' },
    'reset.link.invalid': { kind: 'alert', messageKey: 'reset.linkInvalid' },
    'password.too.common': {
      kind: 'field',
      field: 'newPassword',
      messageKey: 'accountError.passwordTooCommon',
    },
    'password.has.username': {
      kind: 'field',
      field: 'newPassword',
      messageKey: 'validation.passwordHasUsername',
    },
    'password.has.merchant': {
      kind: 'field',
      field: 'newPassword',
      messageKey: 'validation.passwordHasMerchant',
    },
    'password.same': {
      kind: 'field',
      field: 'newPassword',
      messageKey: 'accountError.passwordSame',
    },
    'password.default.locked': {
      kind: 'alert',
      messageKey: 'accountError.passwordDefaultLocked',
    },
    'login.locked': { kind: 'alert', messageKey: 'accountError.locked', resetLink: true },
    'login.locked.operator': { kind: 'alert', messageKey: 'accountError.lockedByOperator' },
    'captcha.required': { kind: 'alert', messageKey: 'verify_first' },
    'captcha.invalid': { kind: 'captcha', messageKey: 'verify_first' },
    'register.method.disabled': { kind: 'alert', messageKey: 'accountError.methodDisabled' },
    TOO_MANY_REQUEST_LOGIN: tooMany,
    TOO_MANY_REQUEST_REGISTER: tooMany,
    'verification.code.invalid': {
      kind: 'field',
      field: 'code',
      messageKey: 'accountError.codeInvalid',
    },
    TOO_MANY_REQUEST_SMS_WAIT: { kind: 'silence', messageKey: 'accountError.codeWait' },
    TOO_MANY_REQUEST_SMS: { kind: 'silence', messageKey: 'accountError.codeDaily' },
    TOO_MANY_REQUEST_CHECK: tooMany,
    TOO_MANY_REQUEST_CAPTCHA: tooMany,
    'game.not.found': { kind: 'alert', messageKey: 'game.notFound' },
    'game.trial.unavailable': { kind: 'alert', messageKey: 'game.trialUnavailable' },
    'game.vendor.unavailable': { kind: 'alert', messageKey: 'game.vendorUnavailable' },
    'handoff.url.invalid': { kind: 'alert', messageKey: 'game.failedTitle' },
    'handoff.invalid': { kind: 'alert', messageKey: 'game.failedTitle' },
    // Operator codes answer only the /ops/ pages, which show the server's text themselves.
    'operator.not.login': { kind: 'alert', messageKey: 'error.signInAgain' },
    'operator.cred.err': { kind: 'alert', messageKey: 'accountError.credentials' },
    'content.not.found': { kind: 'alert', messageKey: 'error.notFound' },
    'content.exists': { kind: 'alert', messageKey: 'unknown_error' },
    'content.invalid': { kind: 'alert', messageKey: 'unknown_error' },
    'operator.forbidden': { kind: 'alert', messageKey: 'unknown_error' },
    'operator.code.err': { kind: 'alert', messageKey: 'unknown_error' },
    'operator.step.invalid': { kind: 'alert', messageKey: 'unknown_error' },
    'platform.signature.invalid': { kind: 'alert', messageKey: 'unknown_error' },
    'platform.request.replayed': { kind: 'alert', messageKey: 'unknown_error' },
    'platform.member.not.found': { kind: 'alert', messageKey: 'unknown_error' },
    'platform.currency.mismatch': { kind: 'alert', messageKey: 'unknown_error' },
    TOO_MANY_REQUEST_OPERATOR: tooMany,
    'chat.not.found': { kind: 'alert', messageKey: 'chat.loadFailed' },
    TOO_MANY_REQUEST_CHAT: { kind: 'silence', messageKey: 'chat.tooFast' },
    TOO_MANY_REQUEST_CHAT_STREAMS: { kind: 'silence', messageKey: 'chat.tooManyStreams' },
    TOO_MANY_REQUEST_FEEDBACK: { kind: 'silence', messageKey: 'feedback.tooMany' },
    'feedback.screenshot.invalid': { kind: 'alert', messageKey: 'feedback.screenshotInvalid' },
    'promotion.not.found': { kind: 'alert', messageKey: 'promo.notFound' },
    'promotion.expired': { kind: 'alert', messageKey: 'promo.expired' },
    'promotion.not.claimable': { kind: 'alert', messageKey: 'promo.notClaimable' },
    'promo.code.invalid': { kind: 'alert', messageKey: 'promo.codeInvalid' },
    'promo.code.disabled': { kind: 'alert', messageKey: 'promo.codeDisabled' },
    'promotion.already.claimed': { kind: 'alert', messageKey: 'promo.alreadyClaimed' },
    'promo.code.other.merchant': { kind: 'alert', messageKey: 'promo.codeOtherMerchant' },
    'bonus.first.deposit.only': { kind: 'alert', messageKey: 'bonus.firstDepositOnly' },
    'bonus.not.eligible': { kind: 'alert', messageKey: 'bonus.notEligible' },
    'bonus.not.found': { kind: 'alert', messageKey: 'bonus.notFound' },
    'bonus.not.active': { kind: 'alert', messageKey: 'bonus.notActive' },
    'bonus.max.bet.exceeded': { kind: 'alert', messageKey: 'bonus.maxBetExceeded' },
    'bonus.blocks.withdrawal': { kind: 'alert', messageKey: 'bonus.blocksWithdrawal' },
    TOO_MANY_REQUEST_PROMO_CODE: { kind: 'silence', messageKey: 'promo.tooManyCodes' },
    // Vendors' seamless-wallet calls: web never makes them, yet has words for them.
    'wallet.insufficient.funds': { kind: 'alert', messageKey: 'wallet.insufficientFunds' },
    'wallet.signature.invalid': { kind: 'alert', messageKey: 'unknown_error' },
    'wallet.member.not.found': { kind: 'alert', messageKey: 'error.notFound' },
    'wallet.transaction.not.found': { kind: 'alert', messageKey: 'error.notFound' },
    'deposit.method.unknown': { kind: 'alert', messageKey: 'wallet.depositMethodUnknown' },
    'deposit.amount.out.of.range': { kind: 'alert', messageKey: 'wallet.depositOutOfRange' },
    'deposit.not.found': { kind: 'alert', messageKey: 'error.notFound' },
    'deposit.amount.mismatch': { kind: 'alert', messageKey: 'unknown_error' },
    'payment.signature.invalid': { kind: 'alert', messageKey: 'unknown_error' },
    'payment.provider.unavailable': { kind: 'alert', messageKey: 'wallet.providerUnavailable' },
    // Operator calls (/ops/): web never makes them.
    'withdrawal.not.found': { kind: 'alert', messageKey: 'error.notFound' },
    'withdrawal.decided': { kind: 'alert', messageKey: 'wallet.withdrawalDecided' },
    // A chat provider's call: web never makes it.
    'chat.authkey.invalid': { kind: 'alert', messageKey: 'chat.loadFailed' },
    'withdraw.account.limit': { kind: 'alert', messageKey: 'wallet.accountLimit' },
    'withdraw.account.exists': { kind: 'alert', messageKey: 'wallet.accountExists' },
    'withdraw.account.not.found': { kind: 'alert', messageKey: 'wallet.accountNotFound' },
    'withdrawal.below.minimum': { kind: 'alert', messageKey: 'wallet.withdrawBelowMinimum' },
    'withdrawal.pending.limit': { kind: 'alert', messageKey: 'wallet.withdrawPendingLimit' },
    'deposit.pending.limit': { kind: 'alert', messageKey: 'wallet.depositPendingLimit' },
    // Player protection (issue 32): registration's fields, and refusals that carry their details.
    'birth.date.required': {
      kind: 'field',
      field: 'birthDate',
      messageKey: 'validation.birthDateRequired',
    },
    'register.under.age': { kind: 'field', field: 'birthDate', messageKey: 'validation.underAge' },
    'terms.not.accepted': {
      kind: 'field',
      field: 'acceptTerms',
      messageKey: 'validation.acceptTerms',
    },
    'terms.acceptance.required': { kind: 'alert', messageKey: 'protection.termsRequired' },
    'terms.version.stale': { kind: 'alert', messageKey: 'protection.termsStale' },
    'reality.check.too.short': { kind: 'alert', messageKey: 'protection.realityTooShort' },
    'deposit.limit.reached': {
      kind: 'alert',
      messageKey: 'protection.limitReached',
      details: 'limit',
    },
    'loss.limit.reached': {
      kind: 'alert',
      messageKey: 'protection.limitReached',
      details: 'limit',
    },
    'session.limit.reached': {
      kind: 'alert',
      messageKey: 'protection.limitReached',
      details: 'limit',
    },
    'protection.time.out': { kind: 'alert', messageKey: 'protection.timedOut', details: 'break' },
    'protection.self.excluded': {
      kind: 'alert',
      messageKey: 'protection.selfExcluded',
      details: 'break',
    },
  };

  it('finds the codes of the contract', () => {
    expect(CONTRACT_CODES).toContain('login.cred.err');
    expect(CONTRACT_CODES).toContain('game.not.found');
    expect(CONTRACT_CODES).toContain('TOO_MANY_REQUEST_CAPTCHA');
  });

  it('says what every code of the contract does', () => {
    expect(CONTRACT_CODES.filter((code) => !(code in EXPECTED))).toEqual([]);
  });

  it.each(Object.entries(EXPECTED))('%s: %o', (code, behaviour) => {
    expect(classifyError(failure(code))).toEqual(behaviour);
  });

  it('gives every code of the contract its own words in the language files (issue 30)', () => {
    // Ending the session, the two-factor panel and the domain page say it in their own words.
    const ownScreen = new Set(['logout', 'contactUs', 'domainUnavailable']);
    const withoutWords = CONTRACT_CODES.filter((code) => {
      const behaviour = classifyError(failure(code, 'English text of the server'));
      if (ownScreen.has(behaviour.kind)) return false;
      const key = 'messageKey' in behaviour ? behaviour.messageKey : undefined;
      return !key || !(key in EN);
    });
    expect(withoutWords).toEqual([]);
  });

  it('names only codes of the contract', () => {
    expect(Object.keys(ERROR_BEHAVIOURS).filter((code) => !ALL_CODES.includes(code))).toEqual([]);
  });

  it.each([
    ['TOO_MANY_REQUEST_SOMETHING_NEW', tooMany],
    ['a.code.nobody.knows', serverText],
  ])('a code the contract does not know, %s: %o', (code, behaviour) => {
    expect(classifyError(failure(code))).toEqual(behaviour);
  });

  it.each(['some.other.code', 'system.error', 'http_500'])(
    'the message CUSTOMER_NOT_LOGIN under the code %s logs out',
    (code) => {
      expect(classifyError(new ApiError('http', code, 'CUSTOMER_NOT_LOGIN', 200))).toEqual({
        kind: 'logout',
      });
    },
  );

  it('classifies failures without a code by how the call failed', () => {
    expect(classifyError(new ApiError('http', 'http_401', '', 401))).toEqual({ kind: 'logout' });
    expect(classifyError(new ApiError('http', 'service_unavailable', '', 502)).kind).toBe(
      'silence',
    );
    expect(
      classifyError(
        new ApiError('timeout', 'ECONNABORTED', '', undefined, undefined, 'timeout_retry_please'),
      ),
    ).toEqual({ kind: 'retry', messageKey: 'timeout_retry_please' });
    expect(
      classifyError(
        new ApiError('network', 'network_error', 'Failed', undefined, undefined, 'error.network'),
      ),
    ).toEqual({ kind: 'retry', messageKey: 'error.network' });
    expect(classifyError(new Error('boom'))).toEqual({
      kind: 'alert',
      messageKey: 'unknown_error',
    });
  });

  it('shows the message key, else the raw server text, never the raw text as a key', () => {
    expect(errorMessage(failure('username.exists', 'taken'))).toBe('accountError.usernameExists');
    expect(errorMessage(failure('vendor.new.code', 'Vendor is down'))).toBe('Vendor is down');
    expect(errorMessage(failure('vendor.new.code', ''))).toBe('unknown_error');
    const invalid = new ApiError(
      'invalid',
      'unknown_error',
      'Unexpected token <',
      undefined,
      undefined,
      'unknown_error',
    );
    expect(errorMessage(invalid)).toBe('unknown_error');
  });
});

describe("the screens' own decisions", () => {
  it.each([
    [isWrongPassword, 'login.cred.err'],
    [isFeatureUnavailable, 'not_supported'],
    [isPromotionGone, 'promotion.not.found'],
    [isPromotionExpired, 'promotion.expired'],
    [isResetLinkInvalid, 'reset.link.invalid'],
  ])('%o holds for %s alone', (decide, code) => {
    expect(decide(failure(code))).toBe(true);
    for (const other of CONTRACT_CODES.filter((each) => each !== code)) {
      expect(decide(failure(other))).toBe(false);
    }
    expect(decide(new Error(code))).toBe(false);
    expect(decide(null)).toBe(false);
  });
});

describe('the choice dialog decision (SPEC section 8)', () => {
  const offer = { bindTicket: 't', provider: 'firebase', offerRegister: true, automatic: false };
  const withValue = (code: string, value: unknown) =>
    new ApiError('failure', code, '', 200, undefined, undefined, value);

  it('opens on bind_customer_required and not.exists.user carrying an offer', () => {
    expect(bindRequiredOf(withValue('bind_customer_required', offer))).toEqual(offer);
    expect(bindRequiredOf(withValue('not.exists.user', offer))).toEqual(offer);
  });

  it('opens on nothing else, nor without an offer', () => {
    expect(bindRequiredOf(withValue('login.cred.err', offer))).toBeUndefined();
    expect(bindRequiredOf(withValue('bind_customer_required', undefined))).toBeUndefined();
  });

  it('names the Line and Telegram failures that clear their data', () => {
    expect(isLineTokenInvalid(failure('line_invalid_token'))).toBe(true);
    expect(isTelegramInvalid(failure('telegram_validate_failed'))).toBe(true);
    expect(isTelegramInvalid(failure('line_invalid_token'))).toBe(false);
  });
});
