import { useCallback, useEffect, useState } from 'react';
import {
  LIMITS,
  MESSAGE_KEYS,
  launchGame,
  trialLaunch,
  type CallBody,
  type LaunchValue,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { openDialog } from '../../lib/dialogs';
import { gameLaunchFailure } from '../../lib/error-catalogue';
import { t } from '../../lib/i18n';
import { inMerchantApp } from '../../lib/in-app';
import { currentMerchant } from '../../lib/merchant';
import { launchGate } from './launch';

/** A member's launch (a game or a lottery), or anyone's free trial. */
export type LaunchSpec =
  | { mode: 'member'; body: CallBody<typeof launchGame> }
  | { mode: 'trial'; body: CallBody<typeof trialLaunch> };

export type LaunchState =
  | { status: 'launching' }
  | { status: 'ready'; value: LaunchValue }
  | { status: 'failed' }
  /** The merchant launches games only in its app, and this is a normal browser. */
  | { status: 'appOnly' };

// Both launches give up after 10 s (SPEC section 8); the catalogue still ends a lost session,
// while the dialog, with Retry, is the launch's own.
function start(spec: LaunchSpec): Promise<LaunchValue> {
  const options = { alert: false, timeoutMs: LIMITS.gameLaunchTimeoutMs } as const;
  return spec.mode === 'member'
    ? api.call(launchGame, { ...options, body: spec.body })
    : api.call(trialLaunch, { ...options, body: spec.body });
}

/**
 * Launches a game once its page opens (again on Retry, or when the request changes) and answers
 * where it stands. Failures are said as SPEC section 8 asks: a timeout offers Retry, a refusal
 * shows the server's message, and with the in-app setting a normal browser is refused up front.
 */
export function useGameLaunch(spec: LaunchSpec | undefined) {
  const [state, setState] = useState<LaunchState>({ status: 'launching' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // The request as a value: a new object with the same fields must not launch again.
  const specKey = spec ? JSON.stringify(spec) : '';

  useEffect(() => {
    if (!specKey) return;
    const inAppOnly = currentMerchant.get().gameLaunch?.inAppOnly ?? false;
    if (launchGate({ inAppOnly, inApp: inMerchantApp() }) === 'appOnly') {
      setState({ status: 'appOnly' });
      openDialog({
        kind: 'notice',
        title: t(MESSAGE_KEYS.notice),
        message: t(MESSAGE_KEYS.labelStartGameError),
        confirmLabel: t(MESSAGE_KEYS.confirm),
      });
      return;
    }
    let current = true;
    setState({ status: 'launching' });
    start(JSON.parse(specKey) as LaunchSpec).then(
      (value) => {
        if (current) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'failed' });
        const failure = gameLaunchFailure(error);
        if (failure.kind === 'retry') {
          openDialog({
            kind: 'confirm',
            title: t(MESSAGE_KEYS.notice),
            message: failure.message,
            confirmLabel: t('action.retry'),
            onConfirm: retry,
          });
        } else if (failure.kind === 'notice') {
          openDialog({ kind: 'notice', title: t(MESSAGE_KEYS.notice), message: failure.message });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [specKey, attempt, retry]);

  return { state, retry };
}
