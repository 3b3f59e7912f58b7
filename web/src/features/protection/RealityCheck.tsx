import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PAGE_PATHS, type PlaySession } from '@lobby/contract';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount, useWalletBalance } from '../../lib/wallet-balance';
import { useEndPlaySession, usePlaySession } from './queries';

const GAME_PATHS: readonly string[] = [PAGE_PATHS.game, PAGE_PATHS.launchGame];

/**
 * When the next reality check of a play session is due (epoch ms): an interval after the session
 * started, or after the player last pressed Continue. A check the page missed (asleep, or the
 * session learnt late) is due at once.
 */
export function nextCheckAt(session: PlaySession, continuedAt: number | null): number {
  const started = Date.parse(session.startedAt);
  return Math.max(started, continuedAt ?? started) + session.intervalMinutes * 60_000;
}

/**
 * The reality check: while a game is open, every interval of play it shows the session's
 * minutes, bets and net result, with Continue and Stop (Stop ends the play session and the game).
 */
export function RealityCheck() {
  const t = useT();
  const language = useLanguage();
  const [pathname, navigate] = useLocation();
  const playing = GAME_PATHS.includes(pathname);
  const play = usePlaySession(playing);
  const endPlay = useEndPlaySession();
  const currency = useWalletBalance().data;
  const [due, setDue] = useState(false);
  const [continuedAt, setContinuedAt] = useState<number | null>(null);
  const session = play.data?.session ?? null;

  useEffect(() => {
    if (!playing || !session || due) return;
    const wait = Math.max(0, nextCheckAt(session, continuedAt) - Date.now());
    const timer = window.setTimeout(() => {
      setDue(true);
      void play.refetch();
    }, wait);
    return () => window.clearTimeout(timer);
  }, [playing, session, due, play, continuedAt]);

  if (!playing || !due || !session) return null;
  const money = (amount: number) =>
    currency ? isolateAmount(formatMinorUnits(amount, currency, language)) : String(amount);

  const stop = () =>
    endPlay.mutate(undefined, {
      onSettled: () => {
        setDue(false);
        navigate(PAGE_PATHS.home);
      },
    });

  return (
    <div className="protection-overlay">
      <div
        className="protection-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reality-check-title"
        aria-describedby="reality-check-body"
      >
        <h2 id="reality-check-title">{t('reality.title')}</h2>
        <p id="reality-check-body">
          {t('reality.body', {
            minutes: session.minutes,
            bets: money(session.bets),
            net: money(session.net),
          })}
        </p>
        <div className="protection-actions">
          <button type="button" className="button secondary" onClick={stop}>
            {t('reality.stop')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setContinuedAt(Date.now());
              setDue(false);
            }}
          >
            {t('reality.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
