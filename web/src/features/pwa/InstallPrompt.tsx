import { LIMITS } from '@lobby/contract';
import { showToast } from '../../lib/dialogs';
import { useT } from '../../lib/i18n';
import { clearDeferredInstallEvent, type InstallPromptEvent } from '../../lib/install-event';
import { useMerchant } from '../../lib/merchant';
import { isIos, recordDismissal } from './install-state';
import './install-prompt.css';

const INSTALLING_NOTICE_MS = 4000;

export interface InstallPromptProps {
  /** The browser's deferred install event; without one the prompt says how to install by hand. */
  event: InstallPromptEvent | undefined;
  icon: string | undefined;
  onDone: () => void;
}

/**
 * The home-screen install prompt (SPEC section 2): a bottom slide-up with the app's icon, a
 * message that keeps its line breaks, Cancel and Agree. Where the browser cannot install (no
 * install event: iOS Safari, some browsers) it gives that browser's manual steps and one Ok.
 * It leaves the page usable beneath it.
 */
export function InstallPrompt({ event, icon, onDone }: InstallPromptProps) {
  const t = useT();
  const name = useMerchant().name ?? '';

  const cancel = () => {
    recordDismissal();
    onDone();
  };
  const agree = async (event: InstallPromptEvent) => {
    clearDeferredInstallEvent();
    onDone();
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted')
        showToast(t('install.installing', { name }), INSTALLING_NOTICE_MS);
      else recordDismissal();
    } catch {
      // The browser would not show its dialog (already used, or installed meanwhile).
    }
  };

  return (
    <div
      className="install-prompt"
      role="dialog"
      aria-label={t('install.title', { name })}
      aria-describedby="install-prompt-message"
      style={{ animationDuration: `${LIMITS.installPromptAnimationMs}ms` }}
    >
      <div className="install-prompt-body">
        {icon && <img className="install-prompt-icon" src={icon} alt="" width={48} height={48} />}
        <div id="install-prompt-message">
          <p className="pre-line">{t('install.message', { name })}</p>
          {!event && (
            <p className="install-prompt-steps" data-testid="install-steps">
              {t(isIos() ? 'install.iosSteps' : 'install.browserSteps')}
            </p>
          )}
        </div>
      </div>
      {event ? (
        <div className="sheet-actions">
          <button type="button" className="button secondary" onClick={cancel}>
            {t('action.cancel')}
          </button>
          <button type="button" className="button" onClick={() => void agree(event)}>
            {t('install.agree')}
          </button>
        </div>
      ) : (
        // The browser cannot install this page itself: no Agree that would only close the sheet,
        // the steps above are the way, and Ok closes it like Cancel.
        <div className="sheet-actions">
          <button type="button" className="button" onClick={cancel}>
            {t('action.ok')}
          </button>
        </div>
      )}
    </div>
  );
}
