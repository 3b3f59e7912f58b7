import type { Ref } from 'react';
import { useT } from '../../../lib/i18n';

/**
 * The terms checkbox of registration, with its error, and the merchant's terms and privacy links
 * on their own line: the checkbox covers its whole row, so a link inside it could not be tapped.
 */
export function TermsCheck({
  id,
  checked,
  onChange,
  error,
  age,
  termsUrl,
  privacyUrl,
  inputRef,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  age: number;
  termsUrl: string | null;
  privacyUrl: string | null;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="check-row" htmlFor={id}>
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="check-box" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="icon">
            <path d="M9 16.2l-3.5-3.5L4 14.2l5 5 11-11-1.5-1.4z" />
          </svg>
        </span>
        <span>{t('register.acceptTerms', { age })}</span>
      </label>
      {(termsUrl || privacyUrl) && (
        <p className="field-hint terms-links">
          {termsUrl && (
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              {t('register.termsLink')}
            </a>
          )}
          {privacyUrl && (
            <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
              {t('register.privacyLink')}
            </a>
          )}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
