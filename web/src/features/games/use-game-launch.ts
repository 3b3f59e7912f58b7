import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import { classifyError, errorMessage } from '../../lib/error-catalogue';
import { t } from '../../lib/i18n';
import { inMerchantApp } from '../../lib/in-app';
import { currentMerchant } from '../../lib/merchant';
import { launchGate } from './launch';
import { trackEvent } from '../../lib/tracked-events';

/** A member's launch (a game or a lottery), or anyone's free trial. */
export type LaunchSpec =
  | { mode: 'member'; body: CallBody<typeof launchGame> }
  | { mode: 'trial'; body: CallBody<typeof trialLaunch> };

/** Query keys of game launches: one launch by its request (which carries the language). */
export const launchKeys = {
  all: ['games', 'launch'] as const,
  launch: (spec: LaunchSpec | undefined) => ['games', 'launch', spec ?? null] as const,
};

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
  const launched =
    spec.mode === 'member'
      ? api.call(launchGame, { ...options, body: spec.body })
      : api.call(trialLaunch, { ...options, body: spec.body });
  // SPEC section 3's tracked events: a member's launch, or a free trial.
  return launched.then((value) => {
    trackEvent(spec.mode === 'member' ? 'gameLaunch' : 'startTrial');
    return value;
  });
}

/** Says a failed launch as SPEC section 8 asks: Retry when nothing came back, else a notice. */
function sayLaunchFailure(error: unknown, retry: () => void): void {
  const behaviour = classifyError(error);
  // A lost session or a rate limit was handled by the catalogue: nothing more to say.
  if (behaviour.kind === 'logout' || behaviour.kind === 'silence') return;
  const message = errorMessage(error, behaviour);
  if (behaviour.kind === 'retry') {
    openDialog({
      kind: 'confirm',
      title: t(MESSAGE_KEYS.notice),
      message,
      confirmLabel: t('action.retry'),
      onConfirm: retry,
    });
  } else {
    openDialog({ kind: 'notice', title: t(MESSAGE_KEYS.notice), message });
  }
}

/**
 * Launches a game once its page opens (again on Retry, or when the request changes) and answers
 * where it stands. Failures are said as SPEC section 8 asks: a timeout offers Retry, a refusal
 * shows the server's message, and with the in-app setting a normal browser is refused up front.
 */
export function useGameLaunch(spec: LaunchSpec | undefined) {
  const inAppOnly = currentMerchant.get().gameLaunch?.inAppOnly ?? false;
  const appOnly = !!spec && launchGate({ inAppOnly, inApp: inMerchantApp() }) === 'appOnly';
  const launch = useQuery({
    // The request as a value: a new object with the same fields is the same launch.
    queryKey: launchKeys.launch(spec),
    queryFn: () => start(spec!),
    enabled: !!spec && !appOnly,
    // Every launch is a fresh address from the vendor: never kept, never repeated on its own.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const { error, refetch } = launch;

  useEffect(() => {
    if (!appOnly) return;
    openDialog({
      kind: 'notice',
      title: t(MESSAGE_KEYS.notice),
      message: t(MESSAGE_KEYS.labelStartGameError),
      confirmLabel: t(MESSAGE_KEYS.confirm),
    });
  }, [appOnly]);

  useEffect(() => {
    // Said once per failure: each failed attempt brings a new error.
    if (error) sayLaunchFailure(error, () => void refetch());
  }, [error, refetch]);

  let state: LaunchState;
  if (appOnly) state = { status: 'appOnly' };
  else if (launch.isFetching || launch.isPending) state = { status: 'launching' };
  else if (launch.isError) state = { status: 'failed' };
  else state = { status: 'ready', value: launch.data };

  return { state, retry: () => void refetch() };
}
