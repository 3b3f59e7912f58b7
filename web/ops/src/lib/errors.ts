import { ERROR_CODES } from '@lobby/contract';
import { BAD_ANSWER, NETWORK_ERROR, OpsApiError } from './api';

/**
 * The one place where the console turns error codes into words: the key of a code's message in
 * web/ops/src/locales, or undefined to show the server's own message.
 */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [NETWORK_ERROR]: 'error.network',
  [BAD_ANSWER]: 'error.unknown',
  [ERROR_CODES.operatorCredErr]: 'error.credentials',
  [ERROR_CODES.tooManyOperatorLogin]: 'error.tooMany',
  [ERROR_CODES.operatorForbidden]: 'error.forbidden',
  [ERROR_CODES.operatorNotLogin]: 'error.signedOut',
  [ERROR_CODES.operatorCodeErr]: 'error.code',
  [ERROR_CODES.operatorStepInvalid]: 'error.step',
  [ERROR_CODES.operatorExists]: 'error.operatorExists',
  [ERROR_CODES.operatorNotFound]: 'error.operatorNotFound',
  [ERROR_CODES.operatorSelf]: 'error.operatorSelf',
  [ERROR_CODES.passwordTooCommon]: 'error.passwordCommon',
  [ERROR_CODES.passwordHasUsername]: 'error.passwordUsername',
  [ERROR_CODES.passwordHasMerchant]: 'error.passwordMerchant',
  [ERROR_CODES.passwordSame]: 'error.passwordSame',
  [ERROR_CODES.opsMemberNotFound]: 'error.memberNotFound',
  [ERROR_CODES.walletInsufficientFunds]: 'error.insufficientFunds',
  [ERROR_CODES.adjustmentNotFound]: 'error.adjustmentNotFound',
  [ERROR_CODES.adjustmentDecided]: 'error.adjustmentDecided',
  [ERROR_CODES.adjustmentOwnRequest]: 'error.adjustmentOwnRequest',
  [ERROR_CODES.adjustmentRequestReused]: 'error.unknown',
  [ERROR_CODES.withdrawalNotFound]: 'error.withdrawalNotFound',
  [ERROR_CODES.withdrawalDecided]: 'error.withdrawalDecided',
  [ERROR_CODES.withdrawalSameOperator]: 'error.withdrawalSameOperator',
  [ERROR_CODES.approvalNotIndependent]: 'error.approvalNotIndependent',
  [ERROR_CODES.chatNotFound]: 'error.chatNotFound',
  [ERROR_CODES.chatAssignmentChanged]: 'error.chatAssignmentChanged',
  [ERROR_CODES.chatAssigneeInvalid]: 'error.chatAssigneeInvalid',
  [ERROR_CODES.cannedReplyNotFound]: 'error.cannedReplyNotFound',
  [ERROR_CODES.cannedReplyTitleTaken]: 'error.cannedReplyTitleTaken',
  [ERROR_CODES.cannedRepliesFull]: 'error.cannedRepliesFull',
  [ERROR_CODES.feedbackNotFound]: 'error.feedbackNotFound',
  [ERROR_CODES.feedbackStatusChanged]: 'error.feedbackStatusChanged',
  [ERROR_CODES.notFound]: 'error.notHere',
  [ERROR_CODES.contentExists]: 'error.contentExists',
  [ERROR_CODES.contentNotFound]: 'error.contentNotFound',
  [ERROR_CODES.internalError]: 'error.unknown',
  [ERROR_CODES.serviceUnavailable]: 'error.unavailable',
};

export function errorMessageKey(error: unknown): string | undefined {
  if (!(error instanceof OpsApiError)) return 'error.unknown';
  return MESSAGE_KEYS[error.code];
}
