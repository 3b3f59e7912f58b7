/**
 * Error codes the server answers with, and the message keys of SPEC section 8
 * that the web client shows. Codes are what travel on the wire; message keys
 * are looked up in the language files.
 */

/** Error codes of SPEC section 8 that arrive from the platform. */
export const SPEC_ERROR_CODES = {
  CUSTOMER_NOT_LOGIN: 'CUSTOMER_NOT_LOGIN',
  customerNotLogin: 'customer.not.login',
  userOrTokenInvalid: 'user.or.token.invalid',
  loginNotSession: 'login.not.session',
  tokenIpDifferent: 'token_ip_different',
  loginCredErr: 'login.cred.err',
  notExistsUser: 'not.exists.user',
  loginVerifyRequired: 'login_verify_required',
  bindCustomerRequired: 'bind_customer_required',
  telegramValidateFailed: 'telegram_validate_failed',
  lineInvalidToken: 'line_invalid_token',
  domainNotAvailable: 'domain_not_available',
  tooManyRequestPrefix: 'TOO_MANY_REQUEST',
} as const;

/** Error codes Lobby's own server adds where the spec is silent; any call may answer most of them. */
export const SERVER_ERROR_CODES = {
  invalidRequest: 'invalid_request',
  malformedJson: 'malformed_json',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unknownMerchant: 'unknown_merchant',
  notFound: 'not_found',
  /** A call (or one of its options) the spec lists whose feature has not landed yet. */
  notSupported: 'not_supported',
  requestTimeout: 'request_timeout',
  serviceUnavailable: 'service_unavailable',
  internalError: 'internal_error',
  maintenance: 'maintenance',
  regionRestricted: 'region_restricted',
  /** A call whose body rides the envelope got a plaintext body. */
  encryptionRequired: 'encryption_required',
  /** Any failure to open an envelope: one code and message whatever the cause. */
  envelopeInvalid: 'envelope_invalid',
} as const;

/** Error codes of the accounts calls (registration, sign-in, passwords, limits). */
export const ACCOUNT_ERROR_CODES = {
  usernameExists: 'username.exists',
  mobileExists: 'mobile.exists',
  /** Another member of the merchant has this email address. */
  emailExists: 'email.exists',
  passwordTooCommon: 'password.too.common',
  /** A new password holds the username (contract password rules). */
  passwordHasUsername: 'password.has.username',
  /** A new password holds the merchant's name (contract password rules). */
  passwordHasMerchant: 'password.has.merchant',
  passwordSame: 'password.same',
  passwordDefaultLocked: 'password.default.locked',
  /**
   * The username (known or not) has spent its sign-in tries for now: wait, or reset the password.
   * Not TOO_MANY_REQUEST…, so the player is told.
   */
  accountLocked: 'login.locked',
  /**
   * An operator locked the account: answered only once every factor of a sign-in is proven (where
   * the session would start), so it tells a guesser nothing; the player is sent to customer
   * service, as a reset would not help.
   */
  accountLockedByOperator: 'login.locked.operator',
  /** The merchant does not offer this way of registering (username or mobile). */
  registerMethodDisabled: 'register.method.disabled',
  tooManyLogin: 'TOO_MANY_REQUEST_LOGIN',
  tooManyRegister: 'TOO_MANY_REQUEST_REGISTER',
  tooManyCheck: 'TOO_MANY_REQUEST_CHECK',
} as const;

/** Error codes of the one-use codes sent by SMS or email (sign-in, registration, resets). */
export const VERIFICATION_ERROR_CODES = {
  /** A code that is wrong, expired, used, or was never sent to that number or address. */
  verificationCodeInvalid: 'verification.code.invalid',
  /** A new code asked for within a minute of the last one to the same number or address. */
  tooManySmsSoon: 'TOO_MANY_REQUEST_SMS_WAIT',
  /** The number's daily codes, or the source's hourly ones, are spent. */
  tooManySms: 'TOO_MANY_REQUEST_SMS',
  /** A password reset link that is wrong, used, replaced by a newer one, or expired. */
  resetLinkInvalid: 'reset.link.invalid',
} as const;

/** Error codes of the captcha calls and of the calls a captcha guards. */
export const CAPTCHA_ERROR_CODES = {
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  tooManyCaptcha: 'TOO_MANY_REQUEST_CAPTCHA',
} as const;

/** Error codes of the game calls (launch, trial, hand-off). */
export const GAME_ERROR_CODES = {
  gameNotFound: 'game.not.found',
  trialUnavailable: 'game.trial.unavailable',
  vendorUnavailable: 'game.vendor.unavailable',
  handoffUrlInvalid: 'handoff.url.invalid',
  handoffInvalid: 'handoff.invalid',
} as const;

/** Error codes of the promotion calls (activity detail, claims, promo codes). */
export const PROMOTION_ERROR_CODES = {
  promotionNotFound: 'promotion.not.found',
  promotionExpired: 'promotion.expired',
  /** The promotion is read only, or taken by promo code rather than a claim button. */
  promotionNotClaimable: 'promotion.not.claimable',
  promoCodeInvalid: 'promo.code.invalid',
  promoCodeDisabled: 'promo.code.disabled',
  /** The member's or the address's wrong promo-code tries are spent for now. */
  tooManyPromoCodes: 'TOO_MANY_REQUEST_PROMO_CODE',
  /** The member claimed this promotion (or redeemed this code) before; nothing changed. */
  promotionAlreadyClaimed: 'promotion.already.claimed',
  /** The code is one of another merchant's promotions, not this site's. */
  promoCodeOtherMerchant: 'promo.code.other.merchant',
} as const;

/** Error codes of bonus money (issue 31): eligibility, forfeits and the bet limit. */
export const BONUS_ERROR_CODES = {
  /** A first-deposit bonus, asked for by a member who has made a deposit already. */
  bonusFirstDepositOnly: 'bonus.first.deposit.only',
  /** A deposit bonus this deposit does not qualify for (below its minimum, not its Nth deposit). */
  bonusNotEligible: 'bonus.not.eligible',
  /** No bonus of this member by that id. */
  bonusNotFound: 'bonus.not.found',
  /** The bonus has ended already (converted, expired or forfeited): nothing changed. */
  bonusNotActive: 'bonus.not.active',
  /** A bet above the active bonus's maximum bet: refused by the wallet, nothing moved. */
  bonusMaxBetExceeded: 'bonus.max.bet.exceeded',
  /** A withdrawal while a bonus is active, where the operator's rule blocks it. */
  bonusBlocksWithdrawal: 'bonus.blocks.withdrawal',
} as const;

/** Error codes of the wallet and of the seamless-wallet calls vendors make. */
export const WALLET_ERROR_CODES = {
  walletInsufficientFunds: 'wallet.insufficient.funds',
  /** A vendor wallet request whose signature, timestamp or vendor does not check out. */
  vendorSignatureInvalid: 'wallet.signature.invalid',
  walletMemberNotFound: 'wallet.member.not.found',
  walletTransactionNotFound: 'wallet.transaction.not.found',
  depositMethodUnknown: 'deposit.method.unknown',
  depositAmountOutOfRange: 'deposit.amount.out.of.range',
  depositNotFound: 'deposit.not.found',
  depositAmountMismatch: 'deposit.amount.mismatch',
  /** The member already has the merchant's most unpaid deposits (`wallet.maxPendingDeposits`). */
  depositPendingLimit: 'deposit.pending.limit',
  /** A payment notification whose signature, timestamp or provider does not check out. */
  paymentSignatureInvalid: 'payment.signature.invalid',
  /** A real payment provider did not answer a checkout (in time, or usably). */
  paymentProviderUnavailable: 'payment.provider.unavailable',
  /** The member already saved MAX_WITHDRAW_ACCOUNTS accounts. */
  withdrawAccountLimit: 'withdraw.account.limit',
  withdrawAccountExists: 'withdraw.account.exists',
  /** A withdrawal names an account that is not one of the member's. */
  withdrawAccountNotFound: 'withdraw.account.not.found',
  /** The operator names a withdrawal its merchant does not have. */
  withdrawalNotFound: 'withdrawal.not.found',
  /** The withdrawal was approved or rejected already; nothing changed. */
  withdrawalDecided: 'withdrawal.decided',
  /** The amount is below the merchant's minimum withdrawal. */
  withdrawalBelowMinimum: 'withdrawal.below.minimum',
  /** The member already has the merchant's most requests awaiting a decision. */
  withdrawalPendingLimit: 'withdrawal.pending.limit',
  /** The operator who gave a large withdrawal its first approval cannot give the second. */
  withdrawalSameOperator: 'withdrawal.same.operator',
} as const;

/** Error codes of the operator pages (/ops/) and of customer service (chat, feedback). */
export const CUSTOMER_SERVICE_ERROR_CODES = {
  /** No operator session: sign in on /ops/ first. */
  operatorNotLogin: 'operator.not.login',
  /** Wrong operator name or password; one answer whatever was wrong. */
  operatorCredErr: 'operator.cred.err',
  /** The operator's role does not hold this call's permission (OPS_PERMISSIONS). */
  operatorForbidden: 'operator.forbidden',
  tooManyOperatorLogin: 'TOO_MANY_REQUEST_OPERATOR',
  /** A TOTP code that is wrong, used already, or of another time. */
  operatorCodeErr: 'operator.code.err',
  /** No sign-in waits for this step (it expired, or the session is at another step). */
  operatorStepInvalid: 'operator.step.invalid',
  /** Another operator of the merchant (or a super-operator) has this name. */
  operatorExists: 'operator.exists',
  /** No operator of the merchant has this id. */
  operatorNotFound: 'operator.not.found',
  /** An operator may not disable or demote themselves. */
  operatorSelf: 'operator.self',
  /**
   * A second approval (of money, or of an operator with a money role) by the requester, by an
   * operator the requester took part in making, or by one who got its role after the request.
   */
  approvalNotIndependent: 'approval.not.independent',
  /** No pending operator request of the merchant has this id. */
  operatorRequestNotFound: 'operator.request.not.found',
  /** The operator request was approved or rejected already, or its name is taken meanwhile. */
  operatorRequestDecided: 'operator.request.decided',
  /** A visitor's chat key that names no conversation of this merchant. */
  chatNotFound: 'chat.not.found',
  /** An authKey that is unknown, used already, expired or of another merchant. */
  chatAuthKeyInvalid: 'chat.authkey.invalid',
  tooManyChat: 'TOO_MANY_REQUEST_CHAT',
  /** The conversation has as many chat streams open as it may (other tabs or devices). */
  tooManyChatStreams: 'TOO_MANY_REQUEST_CHAT_STREAMS',
  /** The member's feedback submissions are spent for now. */
  tooManyFeedback: 'TOO_MANY_REQUEST_FEEDBACK',
  /** A feedback screenshot whose bytes are not the image type it names, or too large. */
  feedbackScreenshotInvalid: 'feedback.screenshot.invalid',
  /** The conversation's assignment changed since the operator saw it (someone else took it). */
  chatAssignmentChanged: 'chat.assignment.changed',
  /** The assignee is not an operator of the merchant who answers chats. */
  chatAssigneeInvalid: 'chat.assignee.invalid',
  /** No canned reply of this merchant has this id. */
  cannedReplyNotFound: 'chat.canned.not.found',
  /** Another canned reply of the merchant has this title. */
  cannedReplyTitleTaken: 'chat.canned.title.taken',
  /** The merchant keeps as many canned replies as it may. */
  cannedRepliesFull: 'chat.canned.full',
  /** No feedback of this merchant has this id (or it has no screenshot). */
  feedbackNotFound: 'feedback.not.found',
  /** The feedback's status changed since the operator saw it. */
  feedbackStatusChanged: 'feedback.status.changed',
} as const;

/** Error codes of the console's members pages (search, member page, adjustments, security). */
export const MEMBER_CONSOLE_ERROR_CODES = {
  /** The operator names a member its merchant does not have. */
  opsMemberNotFound: 'ops.member.not.found',
  /** The operator names a balance adjustment its merchant does not have. */
  adjustmentNotFound: 'adjustment.not.found',
  /** The adjustment was approved or rejected already; nothing changed. */
  adjustmentDecided: 'adjustment.decided',
  /** The operator who asked for an adjustment may not approve or reject it: a second one does. */
  adjustmentOwnRequest: 'adjustment.own.request',
  /** The request id of an earlier adjustment, sent again with another member, amount or reason. */
  adjustmentRequestReused: 'adjustment.request.reused',
} as const;

/** Error codes of player protection: age and terms, limits, time-outs and self-exclusion. */
export const PROTECTION_ERROR_CODES = {
  /** A registration without a date of birth. */
  birthDateRequired: 'birth.date.required',
  /** A registration whose date of birth is under the merchant's minimum age. */
  underAge: 'register.under.age',
  /** A registration that did not accept the merchant's terms and privacy policy. */
  termsNotAccepted: 'terms.not.accepted',
  /** The merchant published new terms: the member accepts them before playing or depositing. */
  termsAcceptanceRequired: 'terms.acceptance.required',
  /** The versions accepted are not the merchant's current ones (they changed meanwhile). */
  termsVersionStale: 'terms.version.stale',
  /** A deposit that would pass one of the member's deposit limits; its value names the limit. */
  depositLimitReached: 'deposit.limit.reached',
  /** A bet that would pass one of the member's loss limits; its value names the limit. */
  lossLimitReached: 'loss.limit.reached',
  /** The member's play time of the day is spent; its value names when it resets. */
  sessionLimitReached: 'session.limit.reached',
  /** The member took a time-out; its value names when it ends. */
  timedOut: 'protection.time.out',
  /** The member excluded themselves; its value names when it ends (null: permanent). */
  selfExcluded: 'protection.self.excluded',
  /** A reality check interval below the merchant's minimum. */
  realityCheckTooShort: 'reality.check.too.short',
} as const;

/** Error codes of the console's content editing (promotions, announcements, VIP levels, banners). */
export const CONTENT_ERROR_CODES = {
  /** The operator names content its merchant does not have. */
  contentNotFound: 'content.not.found',
  /** A create names an id the merchant has already. */
  contentExists: 'content.exists',
  /** The edit breaks a rule of the content (its message names each field): nothing changed. */
  contentInvalid: 'content.invalid',
} as const;

/** Error codes of sign-in with other accounts and with passkeys. */
export const IDENTITY_ERROR_CODES = {
  /** A Firebase or Maya identity, or a link ticket, that does not verify (forged, expired, other project). */
  identityInvalid: 'identity.invalid',
  /** A passkey answer that does not verify: unknown key, other host, wrong challenge or counter. */
  passkeyInvalid: 'passkey.invalid',
} as const;

/** Error codes of web push. */
export const PUSH_ERROR_CODES = {
  /** A registration token the merchant does not know (never registered, or forgotten). */
  pushTokenUnknown: 'push.token.unknown',
  /** A subscription whose endpoint is not https on a known push service: nothing is stored. */
  pushEndpointRefused: 'push.endpoint.refused',
} as const;

/** Error codes of an external platform's signed money callback (issue 35). */
export const PLATFORM_ERROR_CODES = {
  /** A platform callback whose signature, timestamp or platform name does not check out. */
  platformSignatureInvalid: 'platform.signature.invalid',
  /** The same signed platform callback, sent again: nothing is written twice. */
  platformRequestReplayed: 'platform.request.replayed',
  /** A customerId that is none of this merchant's members. */
  platformMemberNotFound: 'platform.member.not.found',
  /** An event in another currency than the merchant's. */
  platformCurrencyMismatch: 'platform.currency.mismatch',
} as const;

/**
 * Every error code, in one namespace: each name and each code appears once (errors.test.ts). The
 * groups above only sort them for reading.
 */
export const ERROR_CODES = {
  ...SPEC_ERROR_CODES,
  ...SERVER_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...CAPTCHA_ERROR_CODES,
  ...VERIFICATION_ERROR_CODES,
  ...GAME_ERROR_CODES,
  ...PROMOTION_ERROR_CODES,
  ...WALLET_ERROR_CODES,
  ...BONUS_ERROR_CODES,
  ...CUSTOMER_SERVICE_ERROR_CODES,
  ...PROTECTION_ERROR_CODES,
  ...MEMBER_CONSOLE_ERROR_CODES,
  ...CONTENT_ERROR_CODES,
  ...IDENTITY_ERROR_CODES,
  ...PUSH_ERROR_CODES,
  ...PLATFORM_ERROR_CODES,
} as const;
/** A code a failure answer may carry; the server throws nothing else. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Codes any call may answer besides its own list: a bad request or body, an envelope that does
 * not open, an unknown merchant, an outage or a fault of the server.
 */
export const COMMON_ERROR_CODES: readonly ErrorCode[] = [
  ERROR_CODES.invalidRequest,
  ERROR_CODES.malformedJson,
  ERROR_CODES.payloadTooLarge,
  ERROR_CODES.unsupportedMediaType,
  ERROR_CODES.unknownMerchant,
  ERROR_CODES.encryptionRequired,
  ERROR_CODES.envelopeInvalid,
  ERROR_CODES.requestTimeout,
  ERROR_CODES.serviceUnavailable,
  ERROR_CODES.internalError,
];

/**
 * Codes every encrypted call may answer besides its own list: its source has spent its sign-in
 * tries (envelopes that do not open spend them too), so its envelope is refused unopened.
 */
export const ENCRYPTED_ERROR_CODES: readonly ErrorCode[] = [ERROR_CODES.tooManyLogin];

/** Codes every member call may answer besides its own list: there is no session (any longer). */
export const MEMBER_ERROR_CODES: readonly ErrorCode[] = [ERROR_CODES.customerNotLogin];

/** Codes every operator call may answer besides its own list: there is no operator session. */
export const OPERATOR_ERROR_CODES: readonly ErrorCode[] = [
  ERROR_CODES.operatorNotLogin,
  ERROR_CODES.operatorForbidden,
];

/** Codes after which the client logs out and clears the session (SPEC section 8). */
export const FORCE_LOGOUT_CODES: readonly string[] = [
  ERROR_CODES.CUSTOMER_NOT_LOGIN,
  ERROR_CODES.customerNotLogin,
  ERROR_CODES.userOrTokenInvalid,
  ERROR_CODES.loginNotSession,
];

/** True when an error code must not show any dialog (rate limiting, SPEC section 8). */
export function isSilentErrorCode(errorCode: string | undefined): boolean {
  return !!errorCode && errorCode.startsWith(ERROR_CODES.tooManyRequestPrefix);
}

/** Message keys of SPEC section 8, looked up in the language files. */
export const MESSAGE_KEYS = {
  unknownError: 'unknown_error',
  authUnknown: 'auth/unknown',
  authCodeExpired: 'auth/code-expired',
  notice: 'notice',
  confirm: 'confirm',
  comingSoon: 'coming_soon',
  notificationRequestTips: 'notification_request_tips',
  ios17DownloadTips: 'ios17_download_tips',
  appGotoSetting: 'app_goto_setting',
  notSupportIncognito: 'not_support_incognito',
  verifyFirst: 'verify_first',
  networkOffline: 'network_offline',
  urlIsNullCheck: 'url_is_null_check',
  timeoutRetryPlease: 'timeout_retry_please',
  labelStartGameError: 'label_start_game_error',
  verifyGeetestTooFast: 'verify geetest too fast',
  geetestServiceNotWork: 'unknown_error: Geetest service not work',
  internetLost: 'Internet lost, please refresh the page',
  networkCorsError: 'Network Error / CORS Errors',
} as const;
