import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { GAME_CATEGORIES } from '../../components/categories';
import { Icon } from '../../components/icons';
import { BannerSkeleton, LanesSkeleton } from '../../components/Skeletons';
import { useT } from '../../lib/i18n';
import { MarqueeBox } from './MarqueeBox';

/**
 * The entry and landing page: banners, the announcement marquee, the category strip, then the
 * game lanes. Banners, marquee and lanes arrive as lazy chunks (the app composes them in), so the
 * strip and the skeletons paint first; the skeletons are the boxes the content will fill.
 */
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
  return (
    <div className="page home">
      <h1 className="visually-hidden">{t('nav.home')}</h1>
      {top}
      <Suspense fallback={<BannerSkeleton />}>{banners}</Suspense>
      <Suspense fallback={<MarqueeBox />}>{marquee ?? <MarqueeBox />}</Suspense>
      <nav className="category-strip" aria-label={t('home.categories')}>
        {GAME_CATEGORIES.map((category) => (
          <Link key={category.path} href={category.path} className="category">
            <Icon name={category.icon} className="category-icon" />
            <span>{t(category.titleKey)}</span>
          </Link>
        ))}
      </nav>
      <Suspense fallback={<LanesSkeleton />}>{lanes}</Suspense>
    </div>
  );
}
