import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../lib/session';
import { backFrom, decideGameTap } from './launch';
import { TrialChoiceSheet } from './TrialChoiceSheet';

/** What opening a game needs to know about it. */
export interface OpenableGame {
  gameId: string;
  displayName: string;
  freeplay: boolean;
}

interface Choice {
  name: string;
  trialTo: string;
  loginTo: string;
}

/**
 * Opens games from a page: a member goes to the game page, a visitor to login (or, for a freeplay
 * game, chooses between a free trial and logging in). Render `sheet` once on the page.
 */
export function useGameOpener() {
  const signedIn = !!useSession();
  const [location, navigate] = useLocation();
  const [choice, setChoice] = useState<Choice | null>(null);

  const open = useCallback(
    (game: OpenableGame) => {
      const tap = decideGameTap({
        gameId: game.gameId,
        freeplay: game.freeplay,
        signedIn,
        back: backFrom(location),
      });
      if (tap.kind === 'choose') {
        setChoice({ name: game.displayName, trialTo: tap.trialTo, loginTo: tap.loginTo });
      } else {
        navigate(tap.to);
      }
    },
    [signedIn, location, navigate],
  );

  const close = useCallback(() => setChoice(null), []);
  const go = (to: string) => {
    setChoice(null);
    navigate(to);
  };

  const sheet = choice && (
    <TrialChoiceSheet
      name={choice.name}
      onTry={() => go(choice.trialTo)}
      onLogIn={() => go(choice.loginTo)}
      onClose={close}
    />
  );
  return { open, sheet };
}
