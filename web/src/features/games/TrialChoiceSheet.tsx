import { useRef } from 'react';
import { useT } from '../../lib/i18n';
import { useSheetFocus } from '../../lib/modal-layer';
import { Scrim } from '../../components/Scrim';

/** A visitor tapped a freeplay game: try it for free, or log in to play for real. */
export function TrialChoiceSheet({
  name,
  onTry,
  onLogIn,
  onClose,
}: {
  name: string;
  onTry: () => void;
  onLogIn: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const tryRef = useRef<HTMLButtonElement>(null);

  useSheetFocus(tryRef, onClose);

  return (
    <Scrim onClick={onClose}>
      <div
        className="sheet trial-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="trial-title"
        aria-describedby="trial-body"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="trial-title">{name}</h2>
        <p id="trial-body">{t('trial.body', { name })}</p>
        <div className="trial-actions">
          <button ref={tryRef} type="button" className="button block" onClick={onTry}>
            {t('trial.try')}
          </button>
          <button type="button" className="button secondary block" onClick={onLogIn}>
            {t('trial.logIn')}
          </button>
          <button type="button" className="button text block" onClick={onClose}>
            {t('action.cancel')}
          </button>
        </div>
      </div>
    </Scrim>
  );
}
