import { CATEGORY_PAGE, HOME_BANNER_GROUP, HOME_LANE_CARDS } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/icons';
import { OfflineState } from '../../components/OfflineState';
import { BannerSkeleton, LanesSkeleton } from '../../components/Skeletons';
import { usePartsPerFrame } from '../../lib/after-first-paint';
import { useT } from '../../lib/i18n';
import { isOfflineQuery } from '../../lib/offline';
import { BannerCarousel } from './BannerCarousel';
import { Lane } from './Lane';
import { LaneIcon } from './LaneIcon';
import { laneTitle } from './lane-title';
import { LoadError } from './LoadError';
import { useBanners, useHotGames, useLanes } from './queries';
import { useBannerClick } from './use-banner-click';
import { useGameOpener } from './use-game-opener';
import './games.css';

/** The home page's banner carousel; nothing at all when the merchant has no banners. */
export function HomeBanners() {
  const query = useBanners(HOME_BANNER_GROUP);
  const { open, sheet } = useGameOpener();
  const onBanner = useBannerClick(open);
  if (query.isPending) return <BannerSkeleton />;
  if (!query.data?.length) return null;
  return (
    <>
      <BannerCarousel banners={query.data} onOpen={onBanner} />
      {sheet}
    </>
  );
}

/** Lanes drawn with the first frame (hot games count as one); the rest follow a lane a frame. */
const FIRST_FRAME_LANES = 2;

/** The home page's lanes: hot games first, then every lane in the merchant's order. */
export function HomeLanes() {
  const t = useT();
  const lanes = useLanes({ limit: HOME_LANE_CARDS });
  const hot = useHotGames(HOME_LANE_CARDS);
  const { open, sheet } = useGameOpener();
  const drawn = usePartsPerFrame(
    (lanes.data?.lanes.length ?? 0) + (hot.data?.length ? 1 : 0),
    FIRST_FRAME_LANES,
  );

  if (isOfflineQuery(lanes)) return <OfflineState onRetry={() => void lanes.refetch()} />;
  // Hot games stand above the lanes: drawing the lanes before they answer would push them down.
  if (lanes.isPending || (hot.isPending && !isOfflineQuery(hot))) return <LanesSkeleton />;
  if (lanes.isError) {
    return <LoadError title={t('games.loadErrorTitle')} onRetry={() => void lanes.refetch()} />;
  }
  const withGames = lanes.data.lanes.filter((lane) => lane.cards.length > 0);
  if (withGames.length === 0) {
    return <EmptyState title={t('home.lanesEmptyTitle')} body={t('home.lanesEmptyBody')} />;
  }
  const hotGames = hot.data?.length ? hot.data : undefined;
  // Lanes below the first screen only add to the page's end when they come, so nothing moves.
  const shown = withGames.slice(0, drawn - (hotGames ? 1 : 0));
  return (
    <>
      {hotGames && (
        <Lane
          title={t('lane.hot')}
          icon={<Icon name="flame" className="lane-icon hot" />}
          games={hotGames}
          onOpen={open}
        />
      )}
      {shown.map((lane) => (
        <Lane
          key={lane.gameClassify}
          title={laneTitle(lane)}
          icon={<LaneIcon category={lane.category} />}
          games={lane.cards}
          total={lane.gameCount}
          allHref={CATEGORY_PAGE[lane.category]}
          onOpen={open}
        />
      ))}
      {sheet}
    </>
  );
}
