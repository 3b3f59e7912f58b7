import { useT } from '../../lib/i18n';
import { useAcceptTerms, useProtectionStatus } from './queries';

/**
 * The accept screen of new terms: once the merchant publishes versions the member has not
 * accepted, it covers the app until they are (deposits and launches are refused meanwhile).
 */
export function TermsGate() {
  const t = useT();
  const status = useProtectionStatus();
  const accept = useAcceptTerms();
  const terms = status.data?.terms;
  if (!terms || terms.accepted) return null;
  return (
    <div className="protection-overlay">
      <div
        className="protection-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="terms-title"
        aria-describedby="terms-body"
      >
        <h2 id="terms-title">{t('terms.title')}</h2>
        <p id="terms-body">{t('terms.body')}</p>
        {(terms.termsUrl || terms.privacyUrl) && (
          <p className="terms-links">
            {terms.termsUrl && (
              <a href={terms.termsUrl} target="_blank" rel="noopener noreferrer">
                {t('register.termsLink')}
              </a>
            )}
            {terms.privacyUrl && (
              <a href={terms.privacyUrl} target="_blank" rel="noopener noreferrer">
                {t('register.privacyLink')}
              </a>
            )}
          </p>
        )}
        <button
          type="button"
          className="button block"
          aria-busy={accept.isPending || undefined}
          onClick={() =>
            accept.mutate({
              termsVersion: terms.termsVersion,
              privacyVersion: terms.privacyVersion,
            })
          }
        >
          {t('terms.accept')}
        </button>
      </div>
    </div>
  );
}
