import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { MESSAGE_KEYS } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/icons';
import { useLanguage, useT } from '../../lib/i18n';
import {
  formatMinorUnits,
  playableBalance,
  refreshWallet,
  useBalanceHidden,
  useWalletBalance,
} from '../../lib/wallet-balance';
import type { LaunchState } from './use-game-launch';
import './games.css';

// The vendor's page runs scripts and forms, may open its cashier in a popup and may leave for the
// top page only when the player taps; nothing else.
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation';

/** The type of the message a game page posts after a round moved the member's money. */
const WALLET_CHANGED = 'lobby:wallet-changed';

/**
 * Keeps the header balance true while a game plays: asks again when the game's own origin says a
 * round moved money, and once more when the player leaves the game.
 */
function useBalanceFromGame(gameUrl: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!gameUrl) return;
    const origin = new URL(gameUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (event.origin === origin && data?.type === WALLET_CHANGED) void refreshWallet(queryClient);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      void refreshWallet(queryClient);
    };
  }, [gameUrl, queryClient]);
}

/**
 * The member's balance in the game's bar, there before the first round (a game page may show
 * its own only after one); kept true by useBalanceFromGame. Hidden where the player hides it.
 */
function GameBalance() {
  const t = useT();
  const language = useLanguage();
  const balance = useWalletBalance().data;
  const [hidden] = useBalanceHidden();
  if (!balance || hidden) return null;
  const amount = formatMinorUnits(playableBalance(balance), balance, language);
  return (
    <span
      className="game-balance"
      aria-label={`${t('wallet.balance')}: ${amount}`}
      data-testid="game-balance"
    >
      <bdi>{amount}</bdi>
    </span>
  );
}

/**
 * The vendor game page frame: a slim bar with Back and the game's name over a full-height frame
 * of the launched game, or its loading, failed or in-app-only state.
 */
export function GameFrame({
  title,
  back,
  trial = false,
  state,
  onRetry,
}: {
  title: string;
  back: string;
  trial?: boolean;
  state: LaunchState;
  onRetry: () => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  useBalanceFromGame(state.status === 'ready' ? state.value.url : undefined);
  // Leaving replaces the game in the history, so the phone's back gesture does not relaunch it.
  const leave = () => navigate(back, { replace: true });
  const backButton = (
    <button type="button" className="button secondary" onClick={leave}>
      {t('action.back')}
    </button>
  );
  return (
    <div className="game-frame">
      <div className="game-bar">
        <button
          type="button"
          className="icon-button game-back"
          aria-label={t('action.back')}
          onClick={leave}
        >
          <Icon name="back" className="icon back-icon" />
        </button>
        <h1 className="game-title">{title}</h1>
        {trial ? (
          <span className="badge badge-try static">{t('game.trialBadge')}</span>
        ) : (
          <GameBalance />
        )}
      </div>
      <div className="game-stage">
        {state.status === 'ready' && (
          <iframe
            className="game-iframe"
            src={state.value.url}
            title={title}
            allow="fullscreen; autoplay"
            sandbox={SANDBOX}
            referrerPolicy="no-referrer"
          />
        )}
        {state.status === 'launching' && (
          <div className="game-state" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{t('game.opening')}</p>
          </div>
        )}
        {state.status === 'failed' && (
          <div className="game-state">
            <EmptyState
              title={t('game.failedTitle')}
              body={t('game.failedBody')}
              action={
                <div className="state-actions">
                  <button type="button" className="button" onClick={onRetry}>
                    {t('action.retry')}
                  </button>
                  {backButton}
                </div>
              }
            />
          </div>
        )}
        {state.status === 'appOnly' && (
          <div className="game-state">
            <EmptyState
              title={t('game.appOnlyTitle')}
              body={t(MESSAGE_KEYS.labelStartGameError)}
              action={backButton}
            />
          </div>
        )}
      </div>
    </div>
  );
}
