import { Link } from 'wouter';
import { EmptyState } from '../../components/EmptyState';
import { GAME_CATEGORIES } from '../../components/categories';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n';

/** The entry and landing page: category strip, then the game lanes. */
export default function HomePage() {
  const t = useT();
  return (
    <div className="page home">
      <h1 className="visually-hidden">{t('nav.home')}</h1>
      <nav className="category-strip" aria-label={t('home.categories')}>
        {GAME_CATEGORIES.map((category) => (
          <Link key={category.path} href={category.path} className="category">
            <Icon name={category.icon} className="category-icon" />
            <span>{t(category.titleKey)}</span>
          </Link>
        ))}
      </nav>
      <EmptyState title={t('home.lanesEmptyTitle')} body={t('home.lanesEmptyBody')} />
    </div>
  );
}
