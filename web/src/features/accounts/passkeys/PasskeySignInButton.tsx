import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { FormError } from '../shared/Field';
import { loginDestination, sessionOf } from '../shared/member-session';
import { passkeysSupported, usePasskeySignIn } from './passkeys';
import './passkeys.css';

/** "Sign in with a passkey" on the login form: both factors at once, no password asked. */
export default function PasskeySignInButton({ onSignedIn }: { onSignedIn?: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  const signIn = usePasskeySignIn();
  const [error, setError] = useState('');
  if (!passkeysSupported()) return null;
  const start = async () => {
    setError('');
    try {
      const value = await signIn.mutateAsync();
      startSession(sessionOf(value));
      onSignedIn?.();
      navigate(loginDestination(go));
    } catch (failure) {
      // The player closed the browser's own prompt: nothing to say.
      if (failure instanceof Error && failure.name === 'NotAllowedError') return;
      setError(errorMessage(failure));
    }
  };
  return (
    <div className="passkey-sign-in">
      <FormError message={error} />
      <button
        type="button"
        className="button secondary passkey-button"
        disabled={signIn.isPending}
        onClick={() => void start()}
      >
        {t('passkey.signIn')}
      </button>
    </div>
  );
}
