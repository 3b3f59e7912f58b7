import {
  MESSAGE_KEYS,
  offersSocialSignIn,
  PAGE_PATHS,
  telegramAuthFromFragment,
  type BindCustomerRequired,
} from '@lobby/contract';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { openDialog } from '../../../lib/dialogs';
import {
  bindRequiredOf,
  errorMessage,
  isLineTokenInvalid,
  isTelegramInvalid,
} from '../../../lib/error-catalogue';
import { socialSignInNotice } from '../../../lib/error-catalogue-providers';
import { t, useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { startSession } from '../../../lib/session';
import { loginDestination, sessionOf } from '../shared/member-session';
import { ChoiceDialog } from './ChoiceDialog';
import { SecondFactorPrompt } from './SecondFactorPrompt';
import { keepPendingLink, keepPendingRegistration } from './pending-social';
import {
  registrationFieldsOf,
  resumeLineReturn,
  SOCIAL_WAYS,
  socialLogIn,
  useSignInMethods,
  type SocialProof,
} from './social-sign-in';
import { useProviderSignIn } from './use-provider-sign-in';
import './social.css';

/** A failed start or sign-in: its notice, unless there is nothing to say (a cancelled popup). */
function showFailure(error: unknown) {
  const message = socialSignInNotice(error);
  if (message !== null) openDialog({ kind: 'notice', title: t(MESSAGE_KEYS.notice), message });
}

/**
 * "Or continue with": the merchant's ways of signing in with another account, each only where
 * its flag is on (nothing is asked of any provider otherwise). A proof signs its member in; an
 * identity with no account opens the choice dialog, or registration when it is automatic.
 */
export default function SocialSignIn({ onSignedIn }: { onSignedIn?: () => void }) {
  const t = useT();
  const merchant = useMerchant();
  const methods = useSignInMethods();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  const [choice, setChoice] = useState<{ value: BindCustomerRequired; proof: SocialProof } | null>(
    null,
  );

  const signIn = async (proof: SocialProof) => {
    try {
      const value = await socialLogIn(proof);
      keepPendingLink(null);
      startSession(sessionOf(value));
      onSignedIn?.();
      navigate(loginDestination(go));
    } catch (error) {
      const offer = bindRequiredOf(error);
      if (offer?.automatic) {
        keepPendingRegistration({ fields: registrationFieldsOf(proof), label: proof.way.label });
        onSignedIn?.();
        navigate(PAGE_PATHS.register);
      } else if (offer) {
        setChoice({ value: offer, proof });
      } else {
        // line_invalid_token and telegram_validate_failed: the held Line or Telegram data goes.
        if (isLineTokenInvalid(error) || isTelegramInvalid(error)) keepPendingRegistration(null);
        openDialog({ kind: 'notice', message: errorMessage(error) });
      }
    }
  };
  const { start, codeAsk } = useProviderSignIn((proof) => void signIn(proof), showFailure);

  // The redirect flow resumes on load; a Telegram result that does not decode is ignored.
  useEffect(() => {
    const telegram = telegramAuthFromFragment(window.location.hash);
    if (telegram) {
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
      const way = SOCIAL_WAYS.find((candidate) => candidate.way === 'telegram')!;
      void signIn({ way, proof: telegram });
      return;
    }
    resumeLineReturn().then((proof) => proof && signIn(proof), showFailure);
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const flags = merchant.flags ?? {};
  const ways = SOCIAL_WAYS.filter((entry) => {
    const provider = methods.data?.[entry.provider];
    if (!provider || !offersSocialSignIn(flags, entry.way)) return false;
    // Real Telegram needs its login widget, not in this build.
    return provider.local || entry.provider !== 'telegram';
  });
  if (ways.length === 0) return null;

  return (
    <section className="social-sign-in" aria-labelledby="social-title">
      <h2 id="social-title" className="social-title">
        {t('social.orContinue')}
      </h2>
      <div className="social-buttons">
        {ways.map((way) => (
          <button
            key={way.way}
            type="button"
            className="button secondary social-button"
            onClick={() => start(way)}
          >
            {t('social.continueWith', { provider: way.label })}
          </button>
        ))}
      </div>
      {codeAsk && <SecondFactorPrompt ask={codeAsk} />}
      {choice && (
        <ChoiceDialog
          offer={choice.value}
          label={choice.proof.way.label}
          onClose={() => setChoice(null)}
          onExisting={() => {
            keepPendingLink({
              bindTicket: choice.value.bindTicket,
              provider: choice.value.provider,
              label: choice.proof.way.label,
            });
            setChoice(null);
          }}
          onRegister={() => {
            keepPendingRegistration({
              fields: registrationFieldsOf(choice.proof),
              label: choice.proof.way.label,
            });
            setChoice(null);
            onSignedIn?.();
            navigate(PAGE_PATHS.register);
          }}
        />
      )}
    </section>
  );
}
