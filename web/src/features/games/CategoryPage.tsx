import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  PAGE_PATHS,
  categoryOfPage,
  matchesGameSearch,
  type GameCategory,
  type Lane,
  type LaneVendor,
} from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { OfflineState } from '../../components/OfflineState';
import { PageFrame } from '../../components/PageFrame';
import { LanesSkeleton } from '../../components/Skeletons';
import { useT } from '../../lib/i18n';
import { isOfflineQuery } from '../../lib/offline';
import { GameGrid } from './GameGrid';
import { GameSearch } from './GameSearch';
import { categoryEntry, laneTitle } from './lane-title';
import { LoadError } from './LoadError';
import { MatchList } from './MatchList';
import { useLanes } from './queries';
import { useGameOpener } from './use-game-opener';
import { VendorTabs } from './VendorTabs';
import './games.css';

/** Every vendor of the lanes once, in the order the lanes name them. */
function vendorsOf(lanes: readonly Lane[]): LaneVendor[] {
  const seen = new Map<string, LaneVendor>();
  for (const lane of lanes) {
    for (const vendor of lane.vendors) if (!seen.has(vendor.code)) seen.set(vendor.code, vendor);
  }
  return [...seen.values()];
}

function CategoryGames({ category }: { category: GameCategory }) {
  const t = useT();
  const lanes = useLanes({ category });
  const [search, setSearch] = useState('');
  const [vendor, setVendor] = useState<string | null>(null);
  const { open, sheet } = useGameOpener();

  const shown = useMemo(
    () =>
      (lanes.data?.lanes ?? []).map((lane) => ({
        lane,
        games: lane.cards.filter(
          (card) =>
            (vendor === null || card.accountTypeName === vendor) && matchesGameSearch(card, search),
        ),
      })),
    [lanes.data, vendor, search],
  );
  const vendors = useMemo(() => vendorsOf(lanes.data?.lanes ?? []), [lanes.data]);
  const total = shown.reduce((sum, { lane }) => sum + lane.cards.length, 0);
  const matching = shown.reduce((sum, { games }) => sum + games.length, 0);
  const clear = () => {
    setSearch('');
    setVendor(null);
  };

  let body;
  if (isOfflineQuery(lanes)) body = <OfflineState onRetry={() => void lanes.refetch()} />;
  else if (lanes.isPending) body = <LanesSkeleton lanes={1} />;
  else if (lanes.isError) {
    body = <LoadError title={t('games.loadErrorTitle')} onRetry={() => void lanes.refetch()} />;
  } else if (total === 0) {
    body = (
      <EmptyState
        title={t('games.emptyTitle')}
        body={t('games.emptyBody')}
        action={
          <Link className="button" href={PAGE_PATHS.home}>
            {t('action.backHome')}
          </Link>
        }
      />
    );
  } else if (matching === 0) {
    body = (
      <EmptyState
        title={t('games.noMatchTitle', {
          query: search.trim() || vendors.find((v) => v.code === vendor)?.name || '',
        })}
        body={t('games.noMatchBody')}
        action={
          <button type="button" className="button" onClick={clear}>
            {t('games.clearSearch')}
          </button>
        }
      />
    );
  } else {
    const titled = shown.length > 1;
    body = shown
      .filter(({ games }) => games.length > 0)
      .map(({ lane, games }) =>
        titled ? (
          <section key={lane.gameClassify} className="lane" aria-label={laneTitle(lane)}>
            <h2 className="lane-title section-title">{laneTitle(lane)}</h2>
            <GameGrid games={games} onOpen={open} />
          </section>
        ) : (
          <GameGrid key={lane.gameClassify} games={games} onOpen={open} />
        ),
      );
  }

  return (
    <>
      {(category === 'SPORTS' || lanes.data?.display[category] === 'matches') && (
        <MatchList onOpen={open} />
      )}
      <div className="category-tools">
        <GameSearch value={search} onChange={setSearch} />
        <VendorTabs vendors={vendors} selected={vendor} onSelect={setVendor} />
      </div>
      {(search.trim() !== '' || vendor !== null) && !lanes.isPending && (
        <p className="visually-hidden" role="status">
          {t('games.count', { count: matching })}
        </p>
      )}
      <div className="category-games">{body}</div>
      {sheet}
    </>
  );
}

/** A category page (/m/rng, /m/elott, …): search, vendor tabs and every game of its lanes. */
export default function CategoryPage() {
  const t = useT();
  const [pathname] = useLocation();
  const category = categoryOfPage(pathname.toLowerCase());
  const entry = category && categoryEntry(category);
  return (
    <PageFrame title={entry ? t(entry.titleKey) : t('games.emptyTitle')}>
      {category && <CategoryGames category={category} />}
    </PageFrame>
  );
}
