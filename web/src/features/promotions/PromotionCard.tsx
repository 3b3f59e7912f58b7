import { Link } from 'wouter';
import { PAGE_PATHS, type PromotionSummary } from '@lobby/contract';
import { useDates } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import { textLanguageAttributes } from '../../lib/text-language';
import { PROMOTION_ART, PromotionCardFace } from '#shared/PromotionCardFace';

export { PROMOTION_ART };

/** Where a promotion opens: its activity page. */
export const activityPath = (id: string) => `${PAGE_PATHS.activity}?id=${encodeURIComponent(id)}`;

/** Until when a promotion runs, or that it runs on. */
export function useValidity() {
  const t = useT();
  const dates = useDates();
  return (endsAt: string | null) =>
    endsAt ? t('promo.until', { date: dates.date(endsAt, 'dateTime') }) : t('promo.ongoing');
}

/** One promotion in the list: artwork, title and validity, opening its activity page. */
export function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const validity = useValidity();
  return (
    <li>
      <Link href={activityPath(promotion.id)} className="promo-card">
        <PromotionCardFace
          image={promotion.image}
          title={promotion.title}
          validity={validity(promotion.endsAt)}
          titleAttributes={textLanguageAttributes(promotion.textLanguages?.title)}
          loading="lazy"
        />
      </Link>
    </li>
  );
}

/** The list's boxes while it loads, in the cards' exact size. */
export function PromotionListSkeleton() {
  return (
    <ul className="promo-list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="promo-card">
          <span className="promo-art shimmer" />
          <span className="promo-card-text">
            <span className="shimmer shimmer-line" />
          </span>
        </li>
      ))}
    </ul>
  );
}
