import { useT } from '../../lib/i18n';

/** Shown when no merchant serves this host (domain_not_available). */
export function DomainUnavailablePage() {
  const t = useT();
  return (
    <main className="full-page" role="alertdialog" aria-labelledby="domain-title">
      <h1 id="domain-title">{t('domain.title')}</h1>
      <p>{t('domain.body')}</p>
    </main>
  );
}
