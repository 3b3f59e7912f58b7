import { Link, useSearch } from 'wouter';
import { PAGE_PATHS } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { isPromotionExpired, isPromotionGone } from '../../lib/error-catalogue';
import { useT } from '../../lib/i18n';
import { ClaimPanel } from './ClaimPanel';
import { PROMOTION_ART, useValidity } from './PromotionCard';
import { usePromotionDetail } from './queries';
import { RichText } from './RichText';
import './promotions.css';
import { textLanguageAttributes } from '../../lib/text-language';

/** An unknown or ended promotion: say which, and offer the list. */
function Gone({ expired }: { expired: boolean }) {
  const t = useT();
  return (
    <EmptyState
      title={t(expired ? 'promo.expired' : 'promo.notFound')}
      body={t('promo.goneBody')}
      action={
        <Link className="button" href={PAGE_PATHS.news}>
          {t('promo.seeAll')}
        </Link>
      }
    />
  );
}

/** /m/activity?id=: one promotion with its artwork, content, terms and claim (SPEC section 2). */
export default function ActivityPage() {
  const t = useT();
  const id = new URLSearchParams(useSearch()).get('id')?.trim() ?? '';
  const detail = usePromotionDetail(id);
  const validity = useValidity();
  const gone = !id || isPromotionGone(detail.error);
  const expired = isPromotionExpired(detail.error);

  let body;
  if (gone || expired) {
    body = <Gone expired={expired} />;
  } else if (detail.isPending) {
    body = <div className="promo-art shimmer" role="status" aria-label={t('loading')} />;
  } else if (detail.isError) {
    body = (
      <div className="promo-state" role="alert">
        <p>{t('promo.loadError')}</p>
        <button type="button" className="button secondary" onClick={() => void detail.refetch()}>
          {t('action.retry')}
        </button>
      </div>
    );
  } else {
    const promotion = detail.data;
    body = (
      <article className="promo-detail" aria-labelledby="promo-title">
        <img
          className="promo-art"
          src={promotion.image}
          alt=""
          width={PROMOTION_ART.width}
          height={PROMOTION_ART.height}
        />
        <h2
          id="promo-title"
          className="promo-detail-title"
          {...textLanguageAttributes(promotion.textLanguages?.title)}
        >
          {promotion.title}
        </h2>
        <p className="promo-validity">{validity(promotion.endsAt)}</p>
        <ClaimPanel promotion={promotion} />
        <RichText
          className="promo-content"
          source={promotion.content}
          language={promotion.textLanguages?.content}
        />
        {promotion.terms && (
          <section className="promo-terms" aria-labelledby="promo-terms-title">
            <h3 id="promo-terms-title">{t('promo.terms')}</h3>
            <RichText source={promotion.terms} language={promotion.textLanguages?.terms} />
          </section>
        )}
        <Link className="text-link" href={PAGE_PATHS.news}>
          {t('promo.seeAll')}
        </Link>
      </article>
    );
  }
  return <PageFrame title={t('page.activity')}>{body}</PageFrame>;
}
