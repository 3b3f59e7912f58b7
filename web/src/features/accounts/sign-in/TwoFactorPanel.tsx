import { TWO_FACTOR_METHODS, type TwoFactorMethod } from '@lobby/contract';
import { closeAccountSheet } from '../../../lib/account-sheet';
import { openContactUs } from '../../../lib/contact-us';
import { useT } from '../../../lib/i18n';

const METHOD_NAMES: Record<TwoFactorMethod, string> = {
  email: 'twoFactor.email',
  ga: 'twoFactor.ga',
  sms: 'twoFactor.sms',
};

/**
 * The two-factor step a sign-in may ask for (login_verify_required): the ways a code can come.
 * Lobby's server cannot check such a code yet, so the panel says so and offers Contact Us.
 */
export function TwoFactorPanel() {
  const t = useT();
  const contactUs = () => {
    closeAccountSheet();
    openContactUs();
  };
  return (
    <div className="two-factor">
      <p id="two-factor-methods">{t('twoFactor.methodsTitle')}</p>
      <ul className="method-list" aria-labelledby="two-factor-methods">
        {TWO_FACTOR_METHODS.map((method) => (
          <li key={method}>{t(METHOD_NAMES[method])}</li>
        ))}
      </ul>
      <p className="form-note">{t('login.verifyBody')}</p>
      <div className="welcome-actions">
        <button type="button" className="button block" onClick={contactUs}>
          {t('Contact Us')}
        </button>
        <button type="button" className="button secondary block" onClick={closeAccountSheet}>
          {t('action.close')}
        </button>
      </div>
    </div>
  );
}
