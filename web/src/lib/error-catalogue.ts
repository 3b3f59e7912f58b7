import {
  ERROR_CODES as E,
  FORCE_LOGOUT_CODES,
  LIMITS,
  MESSAGE_KEYS,
  PAGE_PATHS,
  STORAGE_KEYS,
  isSilentErrorCode,
  exclusionRefusalSchema,
  limitRefusalSchema,
  bindCustomerRequiredSchema,
  type BindCustomerRequired,
  type ErrorCode,
} from '@lobby/contract';
import { dateFormatter } from './dates';
import { ApiError, NETWORK_MESSAGE_KEY, type ErrorContext } from './api-client';
import { openDialog, showToast } from './dialogs';
import { currentLanguage, t } from './i18n';
import { navigateTo } from './navigation';
import { endSession, session } from './session';
import { hideLoadingAfterError } from './loading';
import { localStore } from './storage';

export const AUTO_LOGIN_KEY = STORAGE_KEYS.autoLogin;

/** The form fields a refusal can name; each form puts the message beside its own field. */
export type ErrorField =
  | 'username'
  | 'mobile'
  | 'email'
  | 'newPassword'
  | 'currentPassword'
  | 'code'
  | 'birthDate'
  | 'acceptTerms';

/** What a failure does in web (SPEC section 8); every code the contract defines has one. */
export type ErrorBehaviour =
  /** The session is gone: end it here and ask once to sign in. */
  | { kind: 'logout' }
  /** No dialog (rate limits, a 502); a form that must say why nothing happened shows the key. */
  | { kind: 'silence'; messageKey: string }
  /** A refusal of one field's value, said beside that field. */
  | { kind: 'field'; field: ErrorField; messageKey: string }
  /** The captcha answer itself was refused: the captcha draws a new one and says so. */
  | { kind: 'captcha'; messageKey: string }
  /**
   * The sign-in needs its second step: the two-factor panel takes the code after a password; any
   * other way of signing in (a texted code, another account) says to log in with the password.
   */
  | { kind: 'contactUs'; messageKey: string }
  /** The host belongs to no merchant: the domain-unavailable page. */
  | { kind: 'domainUnavailable' }
  /** No answer (in time): offer to try again. */
  | { kind: 'retry'; messageKey: string }
  /**
   * A notice: the message key when given, else the server's own text. `autoLoginOff` turns
   * auto-login off on this device first; `resetLink` asks the form to offer the password reset.
   */
  | {
      kind: 'alert';
      messageKey?: string;
      autoLoginOff?: boolean;
      resetLink?: boolean;
      /** The failure's value fills the message: a break's end, or the limit passed and its reset. */
      details?: 'break' | 'limit';
    };

const logout: ErrorBehaviour = { kind: 'logout' };
const tooMany: ErrorBehaviour = { kind: 'silence', messageKey: 'accountError.tooMany' };
const serverText: ErrorBehaviour = { kind: 'alert' };
const alertKey = (messageKey: string): ErrorBehaviour => ({ kind: 'alert', messageKey });
const field = (name: ErrorField, messageKey: string): ErrorBehaviour => ({
  kind: 'field',
  field: name,
  messageKey,
});

/**
 * The table from an error code to its behaviour, for the codes the rules of classifyError do not
 * settle: the session codes log out and TOO_MANY_REQUEST… says nothing. Every other code of the
 * contract has its message key here; only a code the contract does not know shows the server's own
 * text. error-catalogue.test.ts holds the expected behaviour of every contract code.
 */
export const ERROR_BEHAVIOURS: Readonly<Partial<Record<string, ErrorBehaviour>>> = {
  [E.tokenIpDifferent]: { kind: 'alert', messageKey: 'error.signInAgain', autoLoginOff: true },
  [E.loginCredErr]: field('currentPassword', 'accountError.credentials'),
  [E.loginVerifyRequired]: { kind: 'contactUs', messageKey: 'accountError.passwordStep' },
  [E.domainNotAvailable]: { kind: 'domainUnavailable' },
  [E.usernameExists]: field('username', 'accountError.usernameExists'),
  [E.mobileExists]: field('mobile', 'accountError.mobileExists'),
  [E.emailExists]: field('email', 'accountError.emailExists'),
  [E.passwordTooCommon]: field('newPassword', 'accountError.passwordTooCommon'),
  [E.passwordHasUsername]: field('newPassword', 'validation.passwordHasUsername'),
  [E.passwordHasMerchant]: field('newPassword', 'validation.passwordHasMerchant'),
  [E.passwordSame]: field('newPassword', 'accountError.passwordSame'),
  [E.passwordDefaultLocked]: alertKey('accountError.passwordDefaultLocked'),
  [E.accountLocked]: { kind: 'alert', messageKey: 'accountError.locked', resetLink: true },
  // A reset would not lift an operator's lock: no reset link, customer service instead.
  [E.accountLockedByOperator]: alertKey('accountError.lockedByOperator'),
  [E.captchaRequired]: alertKey(MESSAGE_KEYS.verifyFirst),
  [E.captchaInvalid]: { kind: 'captcha', messageKey: MESSAGE_KEYS.verifyFirst },
  [E.registerMethodDisabled]: alertKey('accountError.methodDisabled'),
  [E.verificationCodeInvalid]: field('code', 'accountError.codeInvalid'),
  [E.resetLinkInvalid]: alertKey('reset.linkInvalid'),
  // Rate limits say nothing as dialogs (SPEC section 8), but the code forms say why no text came.
  [E.tooManySmsSoon]: { kind: 'silence', messageKey: 'accountError.codeWait' },
  [E.tooManySms]: { kind: 'silence', messageKey: 'accountError.codeDaily' },
  [E.feedbackScreenshotInvalid]: alertKey('feedback.screenshotInvalid'),
  [E.tooManyFeedback]: { kind: 'silence', messageKey: 'feedback.tooMany' },
  [E.tooManyChat]: { kind: 'silence', messageKey: 'chat.tooFast' },
  [E.tooManyChatStreams]: { kind: 'silence', messageKey: 'chat.tooManyStreams' },
  [E.promotionNotFound]: alertKey('promo.notFound'),
  [E.promotionExpired]: alertKey('promo.expired'),
  [E.promotionNotClaimable]: alertKey('promo.notClaimable'),
  [E.promoCodeInvalid]: alertKey('promo.codeInvalid'),
  [E.promoCodeDisabled]: alertKey('promo.codeDisabled'),
  [E.promotionAlreadyClaimed]: alertKey('promo.alreadyClaimed'),
  [E.promoCodeOtherMerchant]: alertKey('promo.codeOtherMerchant'),
  [E.bonusFirstDepositOnly]: alertKey('bonus.firstDepositOnly'),
  [E.bonusNotEligible]: alertKey('bonus.notEligible'),
  [E.bonusNotFound]: alertKey('bonus.notFound'),
  [E.bonusNotActive]: alertKey('bonus.notActive'),
  [E.bonusMaxBetExceeded]: alertKey('bonus.maxBetExceeded'),
  [E.bonusBlocksWithdrawal]: alertKey('bonus.blocksWithdrawal'),
  [E.tooManyPromoCodes]: { kind: 'silence', messageKey: 'promo.tooManyCodes' },
  [E.withdrawAccountLimit]: alertKey('wallet.accountLimit'),
  [E.withdrawAccountExists]: alertKey('wallet.accountExists'),
  [E.withdrawAccountNotFound]: alertKey('wallet.accountNotFound'),
  [E.withdrawalBelowMinimum]: alertKey('wallet.withdrawBelowMinimum'),
  [E.withdrawalPendingLimit]: alertKey('wallet.withdrawPendingLimit'),
  [E.depositPendingLimit]: alertKey('wallet.depositPendingLimit'),
  // Issue 30: every other code has its words too, so no player reads the server's English.
  [E.notExistsUser]: alertKey('accountError.credentials'),
  [E.bindCustomerRequired]: alertKey('error.socialSignIn'),
  [E.telegramValidateFailed]: alertKey('error.socialSignIn'),
  [E.lineInvalidToken]: alertKey('error.socialSignIn'),
  [E.identityInvalid]: alertKey('error.socialSignIn'),
  [E.passkeyInvalid]: alertKey('passkey.failed'),
  // Push calls never alert (alert: false); a new token is registered in its place.
  [E.pushTokenUnknown]: alertKey('push.error.failed'),
  [E.pushEndpointRefused]: alertKey('push.error.failed'),
  [E.invalidRequest]: alertKey('error.badRequest'),
  [E.malformedJson]: alertKey('error.badRequest'),
  [E.payloadTooLarge]: alertKey('error.badRequest'),
  [E.unsupportedMediaType]: alertKey('error.badRequest'),
  [E.encryptionRequired]: alertKey('error.badRequest'),
  [E.envelopeInvalid]: alertKey(MESSAGE_KEYS.unknownError),
  [E.unknownMerchant]: alertKey('domain.body'),
  [E.notFound]: alertKey('error.notFound'),
  [E.notSupported]: alertKey('error.notSupported'),
  [E.requestTimeout]: alertKey(MESSAGE_KEYS.timeoutRetryPlease),
  [E.serviceUnavailable]: alertKey('error.unavailable'),
  [E.internalError]: alertKey(MESSAGE_KEYS.unknownError),
  [E.maintenance]: alertKey('maintenance.body'),
  [E.regionRestricted]: alertKey('error.regionRestricted'),
  [E.gameNotFound]: alertKey('game.notFound'),
  [E.trialUnavailable]: alertKey('game.trialUnavailable'),
  [E.vendorUnavailable]: alertKey('game.vendorUnavailable'),
  [E.handoffUrlInvalid]: alertKey('game.failedTitle'),
  [E.handoffInvalid]: alertKey('game.failedTitle'),
  [E.chatNotFound]: alertKey('chat.loadFailed'),
  [E.chatAuthKeyInvalid]: alertKey('chat.loadFailed'),
  [E.walletInsufficientFunds]: alertKey('wallet.insufficientFunds'),
  [E.depositMethodUnknown]: alertKey('wallet.depositMethodUnknown'),
  [E.depositAmountOutOfRange]: alertKey('wallet.depositOutOfRange'),
  [E.depositNotFound]: alertKey('error.notFound'),
  [E.paymentProviderUnavailable]: alertKey('wallet.providerUnavailable'),
  [E.withdrawalDecided]: alertKey('wallet.withdrawalDecided'),
  // Calls only vendors, payment providers and the /ops/ pages make: web shows them never, but
  // a code it could meet still gets words rather than English.
  [E.vendorSignatureInvalid]: alertKey(MESSAGE_KEYS.unknownError),
  [E.paymentSignatureInvalid]: alertKey(MESSAGE_KEYS.unknownError),
  [E.platformSignatureInvalid]: alertKey(MESSAGE_KEYS.unknownError),
  [E.platformRequestReplayed]: alertKey(MESSAGE_KEYS.unknownError),
  [E.platformMemberNotFound]: alertKey(MESSAGE_KEYS.unknownError),
  [E.platformCurrencyMismatch]: alertKey(MESSAGE_KEYS.unknownError),
  [E.depositAmountMismatch]: alertKey(MESSAGE_KEYS.unknownError),
  [E.walletMemberNotFound]: alertKey('error.notFound'),
  [E.walletTransactionNotFound]: alertKey('error.notFound'),
  [E.withdrawalNotFound]: alertKey('error.notFound'),
  [E.operatorNotLogin]: alertKey('error.signInAgain'),
  [E.operatorCredErr]: alertKey('accountError.credentials'),
  [E.contentNotFound]: alertKey('error.notFound'),
  [E.contentExists]: alertKey(MESSAGE_KEYS.unknownError),
  [E.contentInvalid]: alertKey(MESSAGE_KEYS.unknownError),
  [E.operatorForbidden]: alertKey(MESSAGE_KEYS.unknownError),
  [E.operatorCodeErr]: alertKey(MESSAGE_KEYS.unknownError),
  [E.operatorStepInvalid]: alertKey(MESSAGE_KEYS.unknownError),
  // Player protection (issue 32).
  [E.birthDateRequired]: field('birthDate', 'validation.birthDateRequired'),
  [E.underAge]: field('birthDate', 'validation.underAge'),
  [E.termsNotAccepted]: field('acceptTerms', 'validation.acceptTerms'),
  [E.termsAcceptanceRequired]: alertKey('protection.termsRequired'),
  [E.termsVersionStale]: alertKey('protection.termsStale'),
  [E.realityCheckTooShort]: alertKey('protection.realityTooShort'),
  [E.depositLimitReached]: {
    kind: 'alert',
    messageKey: 'protection.limitReached',
    details: 'limit',
  },
  [E.lossLimitReached]: { kind: 'alert', messageKey: 'protection.limitReached', details: 'limit' },
  [E.sessionLimitReached]: {
    kind: 'alert',
    messageKey: 'protection.limitReached',
    details: 'limit',
  },
  [E.timedOut]: { kind: 'alert', messageKey: 'protection.timedOut', details: 'break' },
  [E.selfExcluded]: { kind: 'alert', messageKey: 'protection.selfExcluded', details: 'break' },
} satisfies Partial<Record<ErrorCode, ErrorBehaviour>>;

/** What a failure does (SPEC section 8): by its code, else by how the call failed. */
export function classifyError(error: unknown): ErrorBehaviour {
  if (!(error instanceof ApiError)) return alertKey(MESSAGE_KEYS.unknownError);
  if (error.status === 401 || FORCE_LOGOUT_CODES.includes(error.errorCode)) return logout;
  // SPEC section 8: the message CUSTOMER_NOT_LOGIN means no session, whatever code carries it.
  if (error.message.trim() === E.CUSTOMER_NOT_LOGIN) return logout;
  // A gateway failing in front of the server says nothing the player can act on.
  if (error.status === 502) return { kind: 'silence', messageKey: MESSAGE_KEYS.unknownError };
  const known = ERROR_BEHAVIOURS[error.errorCode];
  if (known) return known;
  if (isSilentErrorCode(error.errorCode)) return tooMany;
  if (error.kind === 'timeout')
    return { kind: 'retry', messageKey: MESSAGE_KEYS.timeoutRetryPlease };
  if (error.kind === 'network') return { kind: 'retry', messageKey: NETWORK_MESSAGE_KEY };
  return error.messageKey ? alertKey(error.messageKey) : serverText;
}

/**
 * The words a failure shows the player: its behaviour's message key, else the server's text, else
 * unknown_error. Raw text is never looked up as a key.
 */
export function errorMessage(error: unknown, behaviour = classifyError(error)): string {
  if (behaviour.kind === 'alert' && behaviour.details && error instanceof ApiError) {
    const detailed = detailedMessage(behaviour.details, behaviour.messageKey!, error.value);
    if (detailed) return detailed;
  }
  if ('messageKey' in behaviour && behaviour.messageKey) return t(behaviour.messageKey);
  const text = error instanceof ApiError ? error.message : '';
  return text || t(MESSAGE_KEYS.unknownError);
}

/** The words naming each limit ("daily deposit limit"), by its kind and period. */
const LIMIT_NAME_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  deposit: {
    day: 'protection.limitName.deposit.day',
    week: 'protection.limitName.deposit.week',
    month: 'protection.limitName.deposit.month',
  },
  loss: {
    day: 'protection.limitName.loss.day',
    week: 'protection.limitName.loss.week',
    month: 'protection.limitName.loss.month',
  },
  session: { day: 'protection.limitName.session.day' },
};

/** The message key naming a limit of a kind and period. */
export const limitNameKey = (kind: string, period: string): string =>
  LIMIT_NAME_KEYS[kind]?.[period] ?? 'protection.limitName.deposit.day';

/** A protection refusal's words with its value: when a break ends, which limit and its reset. */
function detailedMessage(
  details: 'break' | 'limit',
  messageKey: string,
  value: unknown,
): string | undefined {
  const dates = dateFormatter(currentLanguage());
  if (details === 'break') {
    const parsed = exclusionRefusalSchema.safeParse(value);
    if (!parsed.success) return undefined;
    const { until } = parsed.data;
    return until
      ? t(messageKey, { date: dates.date(until, 'dateTime') })
      : t('protection.selfExcludedForever');
  }
  const parsed = limitRefusalSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { kind, period, resetsAt } = parsed.data;
  return t(messageKey, {
    limit: t(limitNameKey(kind, period)),
    date: dates.date(resetsAt, 'dateTime'),
  });
}

/** The error code of a failure the server answered, else ''. */
const codeOf = (error: unknown): string => (error instanceof ApiError ? error.errorCode : '');

/** The password typed to confirm a change was wrong: the form marks its password field. */
export const isWrongPassword = (error: unknown) => codeOf(error) === E.loginCredErr;

/** The merchant does not offer this feature (yet): say it is unavailable, offer no retry. */
export const isFeatureUnavailable = (error: unknown) => codeOf(error) === E.notSupported;

/** The promotion asked for does not exist (or no longer): the page says it is gone. */
export const isPromotionGone = (error: unknown) => codeOf(error) === E.promotionNotFound;

/** The promotion asked for has ended: the page says it is over. */
export const isPromotionExpired = (error: unknown) => codeOf(error) === E.promotionExpired;

/** The reset link is wrong, used, replaced or expired: forget it and ask for a new one. */
export const isResetLinkInvalid = (error: unknown) => codeOf(error) === E.resetLinkInvalid;

/** The server could not open the request's envelope: the api client seals it again, once. */
/** An identity with no account (SPEC section 8): the choice dialog's offer, else undefined. */
export function bindRequiredOf(error: unknown): BindCustomerRequired | undefined {
  if (codeOf(error) !== E.bindCustomerRequired && codeOf(error) !== E.notExistsUser) return;
  const parsed = bindCustomerRequiredSchema.safeParse((error as ApiError).value);
  return parsed.success ? parsed.data : undefined;
}

/** The server no longer knows this browser's push registration token: register afresh. */
export const isPushTokenUnknown = (error: unknown) => codeOf(error) === E.pushTokenUnknown;

/** line_invalid_token: the stored Line token is cleared (SPEC section 8). */
export const isLineTokenInvalid = (error: unknown) => codeOf(error) === E.lineInvalidToken;

/** telegram_validate_failed: an alert, and the Telegram data is cleared (SPEC section 8). */
export const isTelegramInvalid = (error: unknown) => codeOf(error) === E.telegramValidateFailed;

export const isEnvelopeRefused = (error: unknown) => codeOf(error) === E.envelopeInvalid;

/** True once the player was asked to sign in; a new session makes it false again. */
let askedToSignIn = false;
session.subscribe(() => {
  if (session.get()) askedToSignIn = false;
});

function askToSignIn(): void {
  openDialog({
    kind: 'confirm',
    title: t(MESSAGE_KEYS.notice),
    message: t('error.signInAgain'),
    confirmLabel: t('action.signIn'),
    onConfirm: () => navigateTo(PAGE_PATHS.login),
  });
}

/**
 * The api client's error hook: what every failed call does unless its caller took the dialog
 * (alert: false). Ending a lost session and turning auto-login off happen either way.
 */
export function handleApiError(error: ApiError, { alert }: ErrorContext): void {
  hideLoadingAfterError();
  const behaviour = classifyError(error);
  if (behaviour.kind === 'logout') {
    endSession();
    // Several member calls fail together when a session ends: the player is asked once, by the
    // first of them that may show a dialog.
    if (alert && !askedToSignIn) {
      askedToSignIn = true;
      askToSignIn();
    }
    return;
  }
  if (behaviour.kind === 'silence') return;
  if (behaviour.kind === 'alert' && behaviour.autoLoginOff) localStore.set(AUTO_LOGIN_KEY, '0');
  if (!alert) return;
  // "Over https" in SPEC 8: a secure context, which also covers localhost.
  if (error.kind === 'network' && window.isSecureContext && !navigator.onLine) {
    showToast(t(MESSAGE_KEYS.networkOffline), LIMITS.offlineToastMs);
    return;
  }
  openDialog({
    kind: 'notice',
    title: t(MESSAGE_KEYS.notice),
    message: errorMessage(error, behaviour),
  });
}
