import { openContactUs } from '../../lib/contact-us';
import { useT } from '../../lib/i18n';

/** Shown when the merchant's region restriction keeps this visitor out. */
export function AccessDeniedPage({ ip }: { ip: string }) {
  const t = useT();
  return (
    <main className="full-page" aria-labelledby="denied-title">
      <svg className="full-page-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2a10 10 0 100 20 10 10 0 000-20zM4 12a8 8 0 0112.9-6.3L5.7 16.9A7.9 7.9 0 014 12zm8 8a7.9 7.9 0 01-4.9-1.7L18.3 7.1A8 8 0 0112 20z" />
      </svg>
      <h1 id="denied-title">{t('accessDenied.title')}</h1>
      <p>{t('accessDenied.body')}</p>
      <p>
        {t('accessDenied.yourIp')} <strong dir="ltr">{ip}</strong>
      </p>
      <button type="button" className="button" onClick={openContactUs}>
        {t('Contact Us')}
      </button>
    </main>
  );
}
