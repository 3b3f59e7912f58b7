import type { GameCard as Game } from '@lobby/contract';
import { GameCard } from './GameCard';

/** Game cards in three thumb-sized columns. */
export function GameGrid({
  games,
  onOpen,
}: {
  games: readonly Game[];
  onOpen: (game: Game) => void;
}) {
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <GameCard key={game.gameId} game={game} onOpen={onOpen} />
      ))}
    </ul>
  );
}
