import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { HOME_LANE_CARDS, type GameCard as Game } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n';
import { GameGrid } from './GameGrid';

/** A titled row of game cards, with an "All" link to its category page when it has one. */
export function Lane({
  title,
  icon,
  games,
  allHref,
  total,
  onOpen,
}: {
  title: string;
  icon?: ReactNode;
  games: readonly Game[];
  allHref?: string;
  /** Every game of the lane, however many are shown. */
  total?: number;
  onOpen: (game: Game) => void;
}) {
  const t = useT();
  const headingId = useId();
  const count = total ?? games.length;
  return (
    <section className="lane" aria-labelledby={headingId}>
      <div className="lane-head">
        <h2 id={headingId} className="lane-title">
          {icon}
          {title}
        </h2>
        {allHref && (
          <Link
            href={allHref}
            className="lane-all"
            aria-label={t('lane.allLabel', { count, title })}
          >
            {t('games.all')}
            <span className="lane-count">{count}</span>
            <Icon name="chevron" className="lane-all-icon" />
          </Link>
        )}
      </div>
      <GameGrid games={games.slice(0, HOME_LANE_CARDS)} onOpen={onOpen} />
    </section>
  );
}
