import { memo, useState } from 'react';
import type { GameCard as Game } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n';

/** The artwork's intrinsic size; the box keeps 1:1 whatever arrives, so nothing shifts. */
const ART_PX = 200;

export interface GameCardProps {
  game: Game;
  onOpen: (game: Game) => void;
}

/**
 * One game: square artwork (wordless), its name once beneath it with the Try pill beside the name,
 * and a Hot flame on the artwork when they apply.
 */
export const GameCard = memo(function GameCard({ game, onOpen }: GameCardProps) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  return (
    <li className="game-cell">
      <button type="button" className="game-card" onClick={() => onOpen(game)}>
        {/* The name comes first for screen readers; CSS shows the artwork above it. */}
        <span className="game-caption">
          <span className="game-name">{game.displayName}</span>
          {game.freeplay ? (
            <span className="badge static badge-try">{t('game.try')}</span>
          ) : (
            <span className="game-pill-room" />
          )}
        </span>
        <span className="game-art">
          {broken ? (
            <span className="game-initial" aria-hidden="true">
              {game.displayName.slice(0, 1)}
            </span>
          ) : (
            <img
              src={game.image}
              alt=""
              width={ART_PX}
              height={ART_PX}
              loading="lazy"
              decoding="async"
              onError={() => setBroken(true)}
            />
          )}
          {game.hot && (
            <span className="badge badge-hot">
              <Icon name="flame" className="badge-icon" />
              <span className="visually-hidden">{t('game.hot')}</span>
            </span>
          )}
        </span>
      </button>
    </li>
  );
});
