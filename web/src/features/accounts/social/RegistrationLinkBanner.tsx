import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { keepPendingRegistration, pendingRegistration } from './pending-social';
import './social.css';

/**
 * "Your … account will be linked to the new account": the identity "register new" carries, with
 * the way to leave it out, so a later registration in this tab never links it unseen.
 */
export function RegistrationLinkBanner() {
  const t = useT();
  const [pending, setPending] = useState(pendingRegistration);
  if (!pending) return null;
  return (
    <p className="link-banner" role="status">
      <span>{t('social.registerBanner', { provider: pending.label })}</span>
      <button
        type="button"
        className="text-link"
        onClick={() => {
          keepPendingRegistration(null);
          setPending(null);
        }}
      >
        {t('social.linkCancel')}
      </button>
    </p>
  );
}
