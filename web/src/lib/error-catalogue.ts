import {
  FORCE_LOGOUT_CODES,
  LIMITS,
  PAGE_PATHS,
  MESSAGE_KEYS,
  SPEC_ERROR_CODES,
  STORAGE_KEYS,
  isSilentErrorCode,
} from '@lobby/contract';
import { ApiError, type ErrorContext } from './api-client';
import { openDialog, showToast } from './dialogs';
import { t } from './i18n';
import { navigateTo } from './navigation';
import { endSession, session } from './session';
import { hideLoadingAfterError } from './loading';
import { localStore } from './storage';

export const AUTO_LOGIN_KEY = STORAGE_KEYS.autoLogin;

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

/** The one place where error codes become behaviour (SPEC section 8). */
export function handleApiError(error: ApiError, { alert }: ErrorContext): void {
  hideLoadingAfterError();
  if (error.status === 401 || FORCE_LOGOUT_CODES.includes(error.errorCode)) {
    endSession();
    // Several member calls fail together when a session ends: the player is asked once, by the
    // first of them that may show a dialog.
    if (alert && !askedToSignIn) {
      askedToSignIn = true;
      askToSignIn();
    }
    return;
  }
  if (error.status === 502 || isSilentErrorCode(error.errorCode)) return;
  if (error.errorCode === SPEC_ERROR_CODES.tokenIpDifferent) localStore.set(AUTO_LOGIN_KEY, '0');
  if (!alert) return;
  if (error.kind === 'network') {
    // "Over https" in SPEC 8: a secure context, which also covers localhost.
    if (window.isSecureContext && !navigator.onLine) {
      showToast(t(MESSAGE_KEYS.networkOffline), LIMITS.offlineToastMs);
    } else {
      openDialog({ kind: 'notice', title: t(MESSAGE_KEYS.notice), message: t('error.network') });
    }
    return;
  }
  const message =
    error.kind === 'timeout' || error.kind === 'invalid' ? t(error.message) : error.message;
  openDialog({
    kind: 'notice',
    title: t(MESSAGE_KEYS.notice),
    message: message || t(MESSAGE_KEYS.unknownError),
  });
}

/** What a failed game launch shows (SPEC section 8, game launch). */
export type GameLaunchFailure =
  /** No answer in time (ECONNABORTED, or the 10 s launch timeout), or none at all: offer Retry. */
  | { kind: 'retry'; message: string }
  /** The server refused: its message, as an alert. */
  | { kind: 'notice'; message: string }
  /** Already handled by handleApiError (the session ended, a rate limit, a 502): say nothing more. */
  | { kind: 'handled' };

/**
 * The game-launch rules of SPEC section 8. Launch calls are made with alert: false, so
 * handleApiError still ends a lost session but leaves the dialog to the launch, which offers Retry.
 */
export function gameLaunchFailure(error: unknown): GameLaunchFailure {
  if (!(error instanceof ApiError)) {
    return { kind: 'notice', message: t(MESSAGE_KEYS.unknownError) };
  }
  const loggedOut = error.status === 401 || FORCE_LOGOUT_CODES.includes(error.errorCode);
  if (loggedOut || error.status === 502 || isSilentErrorCode(error.errorCode)) {
    return { kind: 'handled' };
  }
  if (error.kind === 'timeout') {
    return { kind: 'retry', message: t(MESSAGE_KEYS.timeoutRetryPlease) };
  }
  if (error.kind === 'network') return { kind: 'retry', message: t('error.network') };
  const message = error.kind === 'invalid' ? t(error.message) : error.message;
  return { kind: 'notice', message: message || t(MESSAGE_KEYS.unknownError) };
}
