import { useT } from '../lib/i18n';

/** Grey boxes in the exact size of game cards, so nothing moves when the cards arrive. */
export function CardGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="game-cell">
          <span className="game-card">
            <span className="game-art shimmer" />
            <span className="game-caption">
              <span className="game-name">
                <span className="shimmer shimmer-line" />
              </span>
              <span className="game-pill-room" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A lane while it loads: a title bar and a grid of card boxes. */
export function LaneSkeleton({ count = 9 }: { count?: number }) {
  return (
    <div className="lane" aria-hidden="true">
      <div className="lane-head">
        <span className="shimmer shimmer-title" />
      </div>
      <CardGridSkeleton count={count} />
    </div>
  );
}

/** The banner carousel's 2:1 box while it loads. */
export function BannerSkeleton() {
  const t = useT();
  return <div className="banner-box shimmer" role="status" aria-label={t('loading')} />;
}

/** Lanes while they load, announced once as loading. */
export function LanesSkeleton({ lanes = 2 }: { lanes?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('loading')}>
      {Array.from({ length: lanes }, (_, index) => (
        <LaneSkeleton key={index} />
      ))}
    </div>
  );
}
