import {
  offersSocialSignIn,
  PAGE_PATHS,
  telegramAuthFromFragment,
  type BindCustomerRequired,
} from '@lobby/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Scrim } from '../../../components/Scrim';
import { openDialog } from '../../../lib/dialogs';
import {
  bindRequiredOf,
  errorMessage,
  isLineTokenInvalid,
  isTelegramInvalid,
} from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { startSession } from '../../../lib/session';
import { Field, FormError, SubmitButton } from '../shared/Field';
import { loginDestination, sessionOf } from '../shared/member-session';
import { keepPendingLink, keepPendingRegistration } from './pending-social';
import {
  localProof,
  registrationFieldsOf,
  resumeLineReturn,
  SOCIAL_WAYS,
  socialLogIn,
  startLineRedirect,
  useSignInMethods,
  type SocialProof,
  type SocialWay,
} from './social-sign-in';
import './social.css';

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
  const [fakeFor, setFakeFor] = useState<SocialWay | null>(null);
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

  // The redirect flow resumes on load; a Telegram result that does not decode is ignored.
  useEffect(() => {
    const telegram = telegramAuthFromFragment(window.location.hash);
    if (telegram) {
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
      const way = SOCIAL_WAYS.find((candidate) => candidate.way === 'telegram')!;
      void signIn({ way, proof: telegram });
      return;
    }
    resumeLineReturn().then(
      (proof) => proof && signIn(proof),
      (error: unknown) => openDialog({ kind: 'notice', message: errorMessage(error) }),
    );
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const flags = merchant.flags ?? {};
  const ways = SOCIAL_WAYS.filter((entry) => {
    const provider = methods.data?.[entry.provider];
    if (!provider || !offersSocialSignIn(flags, entry.way)) return false;
    // Real Firebase and Telegram need their SDKs; this build signs in through Line's redirect.
    return provider.local || entry.provider === 'line';
  });
  if (ways.length === 0) return null;

  const start = (way: SocialWay) => {
    const provider = methods.data?.[way.provider];
    if (provider?.local) setFakeFor(way);
    else if (way.provider === 'line' && methods.data?.line) {
      startLineRedirect(methods.data.line.channelId);
    }
  };

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
      {fakeFor && (
        <FakeProvider
          way={fakeFor}
          onClose={() => setFakeFor(null)}
          onProof={(proof) => {
            setFakeFor(null);
            void signIn(proof);
          }}
        />
      )}
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

/**
 * The choice dialog of SPEC section 2: log in to an existing account (which links the identity
 * once its password is proven) or, where the flags allow, register a new one.
 */
function ChoiceDialog(props: {
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

/** The demo merchant's offline stand-in for a provider: the account name to sign in as. */
function FakeProvider(props: {
  way: SocialWay;
  onClose: () => void;
  onProof: (proof: SocialProof) => void;
}) {
  const t = useT();
  const [subject, setSubject] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = /^[A-Za-z0-9_.-]{1,64}$/.test(subject.trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    try {
      props.onProof(await localProof(props.way, subject.trim()));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Scrim onClick={props.onClose}>
      <form
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="social-fake-title"
        onClick={(event) => event.stopPropagation()}
        onSubmit={(event) => void submit(event)}
      >
        <h2 id="social-fake-title">{t('social.fakeTitle', { provider: props.way.label })}</h2>
        <p>{t('social.fakeBody', { provider: props.way.label })}</p>
        <FormError message={error} />
        <Field
          id="social-fake-subject"
          label={t('social.fakeSubject')}
          autoComplete="off"
          value={subject}
          onChange={(value) => setSubject(value)}
        />
        <SubmitButton label={t('social.fakeContinue')} busy={busy} />
      </form>
    </Scrim>
  );
}
