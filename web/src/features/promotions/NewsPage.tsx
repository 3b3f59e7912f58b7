import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useT } from '../../lib/i18n';
import { PromotionCard, PromotionListSkeleton } from './PromotionCard';
import { usePromotionCategories, usePromotionList } from './queries';
import './promotions.css';

/** All, then each category: a row of toggle buttons that scrolls sideways. */
function CategoryTabs({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const t = useT();
  const categories = usePromotionCategories();
  const tabs = [{ id: null, name: t('games.all') }, ...(categories.data ?? [])];
  return (
    <div className="pill-tabs promo-tabs" role="group" aria-label={t('promo.categories')}>
      {tabs.map((tab) => (
        <button
          key={tab.id ?? ''}
          type="button"
          className="pill-tab"
          aria-pressed={selected === tab.id}
          onClick={() => onSelect(tab.id)}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}

/** /m/news: the merchant's current promotions by category (SPEC section 2). */
export default function NewsPage() {
  const t = useT();
  const [category, setCategory] = useState<string | null>(null);
  const list = usePromotionList(category);
  return (
    <PageFrame title={t('page.news')}>
      <CategoryTabs selected={category} onSelect={setCategory} />
      {list.isPending ? (
        <PromotionListSkeleton />
      ) : list.isError ? (
        <div className="inline-state" role="alert">
          <p>{t('promo.loadError')}</p>
          <button type="button" className="button secondary" onClick={() => void list.refetch()}>
            {t('action.retry')}
          </button>
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState title={t('promo.emptyTitle')} body={t('promo.emptyBody')} />
      ) : (
        <ul className="promo-list">
          {list.data.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
