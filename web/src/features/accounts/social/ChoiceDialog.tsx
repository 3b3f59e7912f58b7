import type { BindCustomerRequired } from '@lobby/contract';
import { Scrim } from '../../../components/Scrim';
import { useT } from '../../../lib/i18n';

/**
 * The choice dialog of SPEC section 2: log in to an existing account (which links the identity
 * once its password is proven) or, where the flags allow, register a new one.
 */
export function ChoiceDialog(props: {
  offer: BindCustomerRequired;
  label: string;
  onClose: () => void;
  onExisting: () => void;
  onRegister: () => void;
}) {
  const t = useT();
  return (
    <Scrim onClick={props.onClose}>
      <div
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="social-choice-title"
        aria-describedby="social-choice-body"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="social-choice-title">{t('social.choiceTitle')}</h2>
        <p id="social-choice-body">{t('social.choiceBody', { provider: props.label })}</p>
        <div className="social-choice-actions">
          <button type="button" className="button" onClick={props.onExisting}>
            {t('social.logInExisting')}
          </button>
          {props.offer.offerRegister && (
            <button type="button" className="button secondary" onClick={props.onRegister}>
              {t('social.registerNew')}
            </button>
          )}
          <button type="button" className="text-link social-cancel" onClick={props.onClose}>
            {t('action.cancel')}
          </button>
        </div>
      </div>
    </Scrim>
  );
}
