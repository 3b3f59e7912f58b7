import { openContactUs } from '../lib/contact-us';
import { useT } from '../lib/i18n';
import { useLoadingStage } from '../lib/loading';

/** "Please wait..." once a call has taken 5 s; from 10 s also a way to reach customer service. */
export function LoadingNotice() {
  const stage = useLoadingStage();
  const t = useT();
  if (stage === 0) return null;
  return (
    <div className="loading-notice" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('Please wait...')}</span>
      {stage === 2 && (
        <button type="button" className="button small secondary" onClick={openContactUs}>
          {t('Contact Us')}
        </button>
      )}
    </div>
  );
}
