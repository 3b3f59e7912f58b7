import { useDates } from '../../lib/dates';
import { useT } from '../../lib/i18n';

/** Shown instead of the site while the merchant is in maintenance. */
export function MaintenancePage({ end }: { end: string | null }) {
  const t = useT();
  const dates = useDates();
  const endText = end ? dates.date(end, 'dateTime') : null;
  return (
    <main className="full-page" aria-labelledby="maintenance-title">
      <svg className="full-page-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z" />
      </svg>
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.body')}</p>
      {endText && <p className="strong">{t('maintenance.until', { time: endText })}</p>}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('action.retry')}
      </button>
    </main>
  );
}
