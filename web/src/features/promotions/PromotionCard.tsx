import { Link } from 'wouter';
import { PAGE_PATHS, type PromotionSummary } from '@lobby/contract';
import { useDates } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import { textLanguageAttributes } from '../../lib/text-language';

/** The promotion artwork's intrinsic size: 2:1, like its box. */
export const PROMOTION_ART = { width: 720, height: 360 };

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
        <img
          className="promo-art"
          src={promotion.image}
          alt=""
          width={PROMOTION_ART.width}
          height={PROMOTION_ART.height}
          loading="lazy"
        />
        <span className="promo-card-text">
          <span className="promo-title" {...textLanguageAttributes(promotion.textLanguages?.title)}>
            {promotion.title}
          </span>
          <span className="promo-validity">{validity(promotion.endsAt)}</span>
        </span>
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
