import {
  localIdentityProof,
  refreshMayaTokens,
  sessionLoginLine,
  sessionLoginMaya,
  sessionLoginTelegram,
  signInMethods,
  telegramLoginSetting,
  verifyLineCode,
} from './social-sign-in.js';
import {
  addPasskey,
  endSession,
  memberPasskeys,
  passkeyCodeSend,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  sessionLoginPasskey,
  signInNotices,
} from './passkeys.js';
import {
  changePassword,
  checkUsername,
  endOtherSessions,
  memberAutoUsername,
  memberInfo,
  memberLanguage,
  memberSessions,
  registerSettings,
  sessionLogin,
  sessionLoginRemembered,
  sessionLogout,
} from './accounts.js';
import { memberRegister, memberRegisterMobile } from './registration.js';
import { memberAttribution, opsAttributionReport, trackEvents } from './attribution.js';
import { captchaGeetest, captchaImage } from './captcha.js';
import { sessionRsaKey } from './envelope.js';
import {
  customerServiceScript,
  redeemChatAuthKey,
  saveMemberInfoByAuthKey,
} from './customer-service.js';
import {
  operatorConsole,
  operatorLogin,
  operatorLogout,
  operatorNewPassword,
  operatorPair,
  operatorPairing,
  operatorSession,
  operatorSignInCode,
} from './operator.js';
import {
  opsAddOperator,
  opsChangeOperatorRole,
  opsDisableOperator,
  opsOperators,
  opsDecideOperatorRequest,
  opsResetOperatorTwoFactor,
} from './operators.js';
import { opsAuditExport, opsAuditLog } from './audit.js';
import { chatUnreadCount, launchChat, markChatRead, sendChatMessage } from './chat.js';
import {
  opsCannedReplies,
  opsChatAgents,
  opsChatAssign,
  opsChatConversations,
  opsChatMessages,
  opsChatReply,
  opsCreateCannedReply,
  opsDeleteCannedReply,
  opsUpdateCannedReply,
} from './ops-chat.js';
import {
  opsFeedbackList,
  opsFeedbackScreenshot,
  opsSetFeedbackStatus,
  submitFeedback,
} from './feedback.js';
import {
  banners,
  createHandoff,
  gameMatches,
  gameVendorLanes,
  hotGames,
  launchGame,
  redeemHandoff,
  trialLaunch,
} from './games.js';
import {
  claimPromotion,
  listAnnouncements,
  memberPromotions,
  promoCodeEnable,
  promotionCategories,
  promotionDetail,
  promotionList,
  rankProgress,
  vipLevels,
} from './promotions.js';
import { vendorWalletCredit, vendorWalletDebit, vendorWalletRollback } from './vendor-wallet.js';
import { createDeposit, depositSettings, depositStatus, paymentCallback } from './deposit.js';
import {
  memberWithdrawals,
  opsDecideWithdrawal,
  opsRevealWithdrawalAccount,
  opsWithdrawalActivity,
  opsWithdrawals,
  requestWithdrawal,
} from './withdrawal.js';
import { opsDashboard, opsDashboardExport, opsDashboardRum } from './dashboard.js';
import { addWithdrawAccount, withdrawAccountInfo } from './withdraw-accounts.js';
import { fundsConsolidated, walletBalance, walletHistory } from './wallet.js';
import { depositBonusOffers, forfeitBonus, memberBonuses } from './bonuses.js';
import { merchantAvailablePromotions } from './available-promotions.js';
import { downloadSetting } from './download.js';
import { referralInfo, referralVisit } from './referral.js';
import {
  memberEmailCode,
  memberEmailConfirm,
  opsInboxList,
  passwordResetEmail,
  passwordResetLink,
  passwordResetSms,
  passwordResetVerification,
  smsCodeLogin,
  smsCodeRegister,
} from './verification.js';
import {
  sessionLoginCodeSend,
  sessionLoginVerification,
  twoFactorCodes,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorSetup,
  twoFactorStatus,
} from './two-factor.js';
import {
  acceptTerms,
  endPlaySession,
  memberProtection,
  playSession,
  setProtectionLimit,
  setRealityCheck,
  takeBreak,
} from './protection.js';
import {
  fcmBind,
  fcmSubscribe,
  fcmUnsubscribe,
  opsPushSend,
  pushRegister,
  pushRegistrationDelete,
  pushRegistrationUpdate,
} from './push.js';
import {
  opsAddMemberNote,
  opsAdjustBalance,
  opsDecideAdjustment,
  opsEndMemberSessions,
  opsMember,
  opsMemberLedger,
  opsMemberSearch,
  opsPendingAdjustments,
  opsResetMemberSecondFactor,
  opsSetMemberLock,
} from './ops-members.js';
import {
  opsContent,
  opsOrderContent,
  opsSaveAnnouncement,
  opsSaveBanner,
  opsSaveCategory,
  opsSavePromotion,
  opsSaveVipLevel,
  opsSetContentEnabled,
} from './ops-content.js';

import { platformEvents, systemCollect, systemPing, trackS2sEvents } from './postbacks.js';
import { systemCountry, systemDomainRoute, systemManifest, systemStatus } from './system.js';

/** Every call of the contract by name; feature issues add their entries here. */
export const calls = {
  pushRegister,
  pushRegistrationUpdate,
  pushRegistrationDelete,
  fcmBind,
  fcmSubscribe,
  fcmUnsubscribe,
  opsPushSend,
  systemStatus,
  systemCountry,
  systemDomainRoute,
  systemManifest,
  sessionRsaKey,
  memberRegister,
  memberRegisterMobile,
  memberAutoUsername,
  checkUsername,
  registerSettings,
  sessionLogin,
  sessionLoginRemembered,
  sessionLogout,
  memberInfo,
  memberLanguage,
  changePassword,
  memberSessions,
  endOtherSessions,
  captchaImage,
  smsCodeLogin,
  smsCodeRegister,
  passwordResetSms,
  passwordResetVerification,
  opsInboxList,
  memberEmailCode,
  memberEmailConfirm,
  passwordResetEmail,
  passwordResetLink,
  sessionLoginVerification,
  sessionLoginCodeSend,
  twoFactorCodes,
  twoFactorStatus,
  twoFactorSetup,
  twoFactorConfirm,
  twoFactorDisable,
  captchaGeetest,
  gameVendorLanes,
  hotGames,
  gameMatches,
  banners,
  launchGame,
  trialLaunch,
  createHandoff,
  redeemHandoff,
  customerServiceScript,
  saveMemberInfoByAuthKey,
  redeemChatAuthKey,
  operatorLogin,
  operatorSession,
  operatorLogout,
  operatorConsole,
  operatorSignInCode,
  operatorNewPassword,
  operatorPairing,
  operatorPair,
  opsOperators,
  opsAddOperator,
  opsChangeOperatorRole,
  opsDisableOperator,
  opsResetOperatorTwoFactor,
  opsDecideOperatorRequest,
  opsAuditLog,
  opsAuditExport,
  launchChat,
  sendChatMessage,
  chatUnreadCount,
  markChatRead,
  opsChatConversations,
  opsChatMessages,
  opsChatReply,
  opsChatAssign,
  opsChatAgents,
  opsCannedReplies,
  opsCreateCannedReply,
  opsUpdateCannedReply,
  opsDeleteCannedReply,
  submitFeedback,
  opsFeedbackList,
  opsFeedbackScreenshot,
  opsSetFeedbackStatus,
  promotionCategories,
  promotionList,
  promotionDetail,
  memberPromotions,
  promoCodeEnable,
  claimPromotion,
  merchantAvailablePromotions,
  rankProgress,
  vipLevels,
  listAnnouncements,
  walletBalance,
  fundsConsolidated,
  walletHistory,
  vendorWalletDebit,
  vendorWalletCredit,
  vendorWalletRollback,
  depositSettings,
  createDeposit,
  depositStatus,
  paymentCallback,
  requestWithdrawal,
  memberWithdrawals,
  downloadSetting,
  referralInfo,
  referralVisit,
  trackEvents,
  memberAttribution,
  opsAttributionReport,
  withdrawAccountInfo,
  addWithdrawAccount,
  opsWithdrawals,
  opsDecideWithdrawal,
  opsRevealWithdrawalAccount,
  opsWithdrawalActivity,
  opsDashboard,
  opsDashboardExport,
  opsDashboardRum,
  memberProtection,
  setProtectionLimit,
  setRealityCheck,
  takeBreak,
  acceptTerms,
  playSession,
  endPlaySession,
  memberBonuses,
  forfeitBonus,
  depositBonusOffers,
  opsMemberSearch,
  opsMember,
  opsMemberLedger,
  opsAdjustBalance,
  opsDecideAdjustment,
  opsPendingAdjustments,
  opsEndMemberSessions,
  opsSetMemberLock,
  opsResetMemberSecondFactor,
  opsAddMemberNote,
  opsContent,
  opsSavePromotion,
  opsSaveAnnouncement,
  opsSaveCategory,
  opsSaveVipLevel,
  opsSaveBanner,
  opsSetContentEnabled,
  opsOrderContent,

  trackS2sEvents,
  platformEvents,
  systemCollect,
  systemPing,
  verifyLineCode,
  sessionLoginLine,
  sessionLoginTelegram,
  telegramLoginSetting,
  sessionLoginMaya,
  refreshMayaTokens,
  passkeyCodeSend,
  passkeyRegistrationOptions,
  addPasskey,
  memberPasskeys,
  removePasskey,
  passkeySignInOptions,
  sessionLoginPasskey,
  signInNotices,
  endSession,
  signInMethods,
  localIdentityProof,
} as const;

export type CallName = keyof typeof calls;

export * from './accounts.js';
export * from './registration.js';
export * from './envelope.js';
export * from './captcha.js';
export * from './system.js';
export * from './games.js';
export * from './customer-service.js';
export * from './operator.js';
export * from './ops-base.js';
export * from './audit.js';
export * from './operators.js';
export * from './chat.js';
export * from './ops-chat.js';
export * from './feedback.js';
export * from './promotions.js';
export * from './wallet.js';
export * from './vendor-wallet.js';
export * from './deposit.js';
export * from './available-promotions.js';
export * from './download.js';
export * from './referral.js';
export * from './attribution.js';
export * from './withdrawal.js';
export * from './dashboard.js';
export * from './bonuses.js';
export * from './withdraw-accounts.js';
export * from './verification.js';
export * from './two-factor.js';
export * from './protection.js';
export * from './ops-members.js';
export * from './ops-content.js';

export * from './postbacks.js';
export * from './social-sign-in.js';
export * from './passkeys.js';
export * from './push.js';
