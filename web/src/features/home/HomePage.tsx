import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { GAME_CATEGORIES } from '../../components/categories';
import { Icon } from '../../components/icons';
import { BannerSkeleton, LanesSkeleton } from '../../components/Skeletons';
import { usePartsPerFrame } from '../../lib/after-first-paint';
import { useT } from '../../lib/i18n';
import { MarqueeBox } from './MarqueeBox';

/**
 * The entry and landing page: banners, the announcement marquee, the category strip, then the
 * game lanes. Banners, marquee and lanes arrive as lazy chunks (the app composes them in), and
 * the skeletons are the boxes the content will fill. The first frame draws what the server's
 * still first screen showed (the banners); the marquee, strip and lanes follow a frame each, each
 * only adding to the page's end, so no frame holds the main thread long and nothing moves.
 */
/** What follows the banners, drawn a part a frame: the marquee, the category strip, the lanes. */
const BELOW_BANNERS = 3;

export default function HomePage({
  top,
  banners,
  marquee,
  lanes,
}: {
  /** What leads the page above the banners (the referral banner). */
  top?: ReactNode;
  banners?: ReactNode;
  marquee?: ReactNode;
  lanes?: ReactNode;
}) {
  const t = useT();
  const below = usePartsPerFrame(BELOW_BANNERS, 0);
  return (
    <div className="page home">
      <h1 className="visually-hidden">{t('nav.home')}</h1>
      {top}
      <Suspense fallback={<BannerSkeleton />}>{banners}</Suspense>
      {below >= 1 && <Suspense fallback={<MarqueeBox />}>{marquee ?? <MarqueeBox />}</Suspense>}
      {below >= 2 && (
        <nav className="category-strip" aria-label={t('home.categories')}>
          {GAME_CATEGORIES.map((category) => (
            <Link key={category.path} href={category.path} className="category">
              <Icon name={category.icon} className="category-icon" />
              <span>{t(category.titleKey)}</span>
            </Link>
          ))}
        </nav>
      )}
      {below >= 3 && <Suspense fallback={<LanesSkeleton />}>{lanes}</Suspense>}
    </div>
  );
}
