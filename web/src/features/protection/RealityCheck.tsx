import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PAGE_PATHS, type PlaySession } from '@lobby/contract';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount, useWalletBalance } from '../../lib/wallet-balance';
import { useEndPlaySession, usePlaySession } from './queries';

const GAME_PATHS: readonly string[] = [PAGE_PATHS.game, PAGE_PATHS.launchGame];

/** When the next reality check of a play session is due (epoch ms), after `now`. */
export function nextCheckAt(session: PlaySession, now: number): number {
  const started = Date.parse(session.startedAt);
  const interval = session.intervalMinutes * 60_000;
  const passed = Math.max(0, Math.floor((now - started) / interval));
  return started + (passed + 1) * interval;
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
  const session = play.data?.session ?? null;

  useEffect(() => {
    if (!playing || !session || due) return;
    const wait = Math.max(0, nextCheckAt(session, Date.now()) - Date.now());
    const timer = window.setTimeout(() => {
      setDue(true);
      void play.refetch();
    }, wait);
    return () => window.clearTimeout(timer);
  }, [playing, session, due, play]);

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
          <button type="button" className="button" onClick={() => setDue(false)}>
            {t('reality.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
