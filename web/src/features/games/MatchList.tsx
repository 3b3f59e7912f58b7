import { formatNumber, type GameMatch } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { useDates, type DateFormatter } from '../../lib/dates';
import { useLanguage, useT } from '../../lib/i18n';
import { OfflineState } from '../../components/OfflineState';
import { isOfflineQuery } from '../../lib/offline';
import { LoadError } from './LoadError';
import { useMatches } from './queries';
import type { OpenableGame } from './use-game-opener';

/** Odds are stored with two decimals; they are written the way the language writes numbers. */
const ODDS_DECIMALS = 2;

function MatchRow({
  match,
  dates,
  onOpen,
}: {
  match: GameMatch;
  dates: DateFormatter;
  onOpen: (game: OpenableGame) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const odd = (value: string) => formatNumber(value, ODDS_DECIMALS, language);
  const name = `${match.home} – ${match.away}`;
  return (
    <li>
      <button
        type="button"
        className="match"
        onClick={() => onOpen({ gameId: match.gameId, displayName: name, freeplay: false })}
      >
        <span className="match-meta">
          <span className="match-league">{match.league}</span>
          {match.live ? (
            <span className="badge badge-live static">{t('matches.live')}</span>
          ) : (
            <time dateTime={match.startsAt}>{dates.date(match.startsAt, 'dayTime')}</time>
          )}
        </span>
        <span className="match-teams">
          <span className="match-team">{match.home}</span>
          <span className="match-score">{match.score ?? '–'}</span>
          <span className="match-team away">{match.away}</span>
        </span>
        <span className="match-odds">
          <span className="visually-hidden">{t('matches.odds')}</span>
          <span className="odd">
            <span className="odd-label">1</span>
            {odd(match.odds.home)}
          </span>
          {match.odds.draw !== null && (
            <span className="odd">
              <span className="odd-label">X</span>
              {odd(match.odds.draw)}
            </span>
          )}
          <span className="odd">
            <span className="odd-label">2</span>
            {odd(match.odds.away)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** Live and upcoming matches; tapping one opens its sports book game. */
export function MatchList({ onOpen }: { onOpen: (game: OpenableGame) => void }) {
  const t = useT();
  const dates = useDates();
  const matches = useMatches();

  let body;
  if (isOfflineQuery(matches)) {
    body = <OfflineState onRetry={() => void matches.refetch()} />;
  } else if (matches.isPending) {
    body = (
      <div className="match-list" role="status" aria-label={t('loading')}>
        <span className="match shimmer" />
        <span className="match shimmer" />
      </div>
    );
  } else if (matches.isError) {
    body = <LoadError title={t('matches.loadError')} onRetry={() => void matches.refetch()} />;
  } else if (matches.data.length === 0) {
    body = <EmptyState title={t('matches.emptyTitle')} body={t('matches.emptyBody')} />;
  } else {
    body = (
      <ul className="match-list">
        {matches.data.map((match) => (
          <MatchRow key={match.matchId} match={match} dates={dates} onOpen={onOpen} />
        ))}
      </ul>
    );
  }
  return (
    <section className="matches" aria-labelledby="matches-title">
      <h2 id="matches-title" className="section-title">
        {t('matches.title')}
      </h2>
      {body}
    </section>
  );
}
