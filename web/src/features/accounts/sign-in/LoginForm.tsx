import { PAGE_PATHS } from '@lobby/contract';
import { anySocialSignIn } from '@lobby/contract';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { openAccountSheet } from '../../../lib/account-sheet';
import { classifyError, errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { startSession } from '../../../lib/session';
import { Captcha } from '../captcha/Captcha';
import { CaptchaUnanswered, type CaptchaHandle } from '../captcha/captcha-handle';
import { Field, FormError, PasswordField, SubmitButton } from '../shared/Field';
import { afterPasswordSignIn, loginDestination, sessionOf } from '../shared/member-session';
import { usePasskeyAutofill } from '../passkeys/passkey-autofill';
import { useRegisterSettings } from '../shared/queries';
import { SignInForm } from '../shared/SignInForm';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import { validateRequired, validateUsername } from '../shared/validation';
import { useSignIn } from './sign-in';
import { SmsLoginForm } from './SmsLoginForm';
import { keepPendingSignIn, offeredMethods } from './two-factor-step';
import { keepPendingLink, usePendingLink } from '../social/pending-social';
import '../shared/accounts.css';

const SocialSignIn = lazy(() => import('../social/SocialSignIn'));
const PasskeySignInButton = lazy(() => import('../passkeys/PasskeySignInButton'));

/**
 * Passkeys and the ways of signing in with another account: their chunks load only after the
 * form's first paint, the social one only where a social flag is on, so a login page without
 * them asks nothing more.
 */
function LaterSignIns({ onSignedIn }: { onSignedIn?: () => void }) {
  const flags = useMerchant().flags ?? {};
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      {typeof window.PublicKeyCredential === 'function' && (
        <PasskeySignInButton onSignedIn={onSignedIn} />
      )}
      {anySocialSignIn(flags) && <SocialSignIn onSignedIn={onSignedIn} />}
    </Suspense>
  );
}

/** "Log in to link your … account": the choice dialog's identity waits for this sign-in. */
function LinkBanner() {
  const t = useT();
  const link = usePendingLink();
  if (!link) return null;
  return (
    <p className="link-banner" role="status">
      <span>{t('social.linkBanner', { provider: link.label })}</span>
      <button type="button" className="text-link" onClick={() => keepPendingLink(null)}>
        {t('social.linkCancel')}
      </button>
    </p>
  );
}

/** "Remember me": a real checkbox with its visible label, offered where auto-login exists. */
function RememberMe({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <label className="check-row" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="check-box" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="icon">
          <path d="M9 16.2l-3.5-3.5L4 14.2l5 5 11-11-1.5-1.4z" />
        </svg>
      </span>
      <span>{t('login.rememberMe')}</span>
    </label>
  );
}

/**
 * The login form, shared by /m/login and the login sheet: by password, or where the merchant
 * registers by mobile also by a texted code; "Forgot password?" leads to the reset where the
 * merchant registers by mobile (a texted code) or sends email (a link).
 */
export function LoginForm({ idPrefix, onSignedIn }: { idPrefix: string; onSignedIn?: () => void }) {
  const t = useT();
  const settings = useRegisterSettings();
  const [mode, setMode] = useState<'password' | 'sms'>('password');
  const byMobile = settings.data?.methods.includes('mobile') === true;
  const forgot = (
    <p className="switch-line">
      <Link href={PAGE_PATHS.forgotPassword} className="text-link" onClick={onSignedIn}>
        {t('login.forgotPassword')}
      </Link>
    </p>
  );
  const others = <LaterSignIns onSignedIn={onSignedIn} />;
  if (!byMobile) {
    return (
      <>
        <PasswordLoginForm idPrefix={idPrefix} onSignedIn={onSignedIn} />
        {settings.data?.emailReset === true && forgot}
        {others}
      </>
    );
  }
  return (
    <>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('login.methodLegend')}</legend>
        {(['password', 'sms'] as const).map((option) => (
          <label key={option} className="segment">
            <input
              type="radio"
              name={`${idPrefix}-login-mode`}
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            <span>{t(option === 'password' ? 'login.byPassword' : 'login.bySms')}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'password' ? (
        <PasswordLoginForm idPrefix={idPrefix} onSignedIn={onSignedIn} />
      ) : (
        <SmsLoginForm idPrefix={idPrefix} onSignedIn={onSignedIn} />
      )}
      {forgot}
      {others}
    </>
  );
}

/**
 * Sign-in by username and password. On success the session is stored, `onSignedIn` runs (the
 * sheet closes) and the player goes to the go target, else /m/home, or first to /m/changePsw
 * when the password must change.
 */
function PasswordLoginForm({
  idPrefix,
  onSignedIn,
}: {
  idPrefix: string;
  onSignedIn?: () => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  const autoLoginOffered = useMerchant().flags?.MOBILEAUTOLOGIN3 === true;
  const settings = useRegisterSettings();
  const form = useForm({ username: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [formError, setFormError] = useState('');
  const [offerReset, setOfferReset] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const signIn = useSignIn();
  const submitLocked = useSubmitLock();
  const pendingLink = usePendingLink();
  const passkeyAutofill = usePasskeyAutofill({
    onSignedIn: (value) => {
      startSession(sessionOf(value));
      onSignedIn?.();
      navigate(loginDestination(go));
    },
    onError: (error) => setFormError(errorMessage(error)),
  });

  /** A failed sign-in: the two-factor step opens (SPEC section 4), or the form says why. */
  const failed = (error: unknown) => {
    if (error instanceof CaptchaUnanswered) return;
    const behaviour = classifyError(error);
    captcha.current?.reset(behaviour.kind === 'captcha');
    setOfferReset(behaviour.kind === 'alert' && behaviour.resetLink === true);
    if (behaviour.kind === 'contactUs') {
      const { username, password } = form.values;
      keepPendingSignIn({
        username: username.trim(),
        password,
        methods: offeredMethods(error),
        remember: autoLoginOffered && remember,
        destination: loginDestination(go),
      });
      openAccountSheet({ mode: 'twoFactor' });
    } else if (behaviour.kind !== 'captcha') setFormError(errorMessage(error, behaviour));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldsValid = form.validate({
      username: (values) => validateUsername(values.username.trim()),
      password: (values) => validateRequired(values.password),
    });
    const captchaValid = captcha.current?.validate() ?? true;
    if (!fieldsValid || !captchaValid) return;
    void submitLocked(async () => {
      setFormError('');
      setOfferReset(false);
      const { username, password } = form.values;
      try {
        const { value, session } = await signIn.mutateAsync({
          username: username.trim(),
          password,
          remember: autoLoginOffered && remember,
          captcha: captcha.current,
          bindTicket: pendingLink?.bindTicket,
        });
        keepPendingLink(null);
        startSession(session);
        onSignedIn?.();
        navigate(afterPasswordSignIn(value, password, loginDestination(go)));
      } catch (error) {
        failed(error);
      }
    });
  };

  return (
    <SignInForm onSubmit={submit}>
      <LinkBanner />
      <FormError message={formError} />
      {offerReset && (
        <p className="switch-line">
          <Link href={PAGE_PATHS.forgotPassword} className="text-link" onClick={onSignedIn}>
            {t('page.forgotPassword')}
          </Link>
        </p>
      )}
      <Field
        id={`${idPrefix}-username`}
        label={t('field.username')}
        autoComplete={passkeyAutofill ? 'username webauthn' : 'username'}
        {...form.bind('username', (values) => validateUsername(values.username.trim()))}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('field.password')}
        autoComplete="current-password"
        {...form.bind('password', (values) => validateRequired(values.password))}
      />
      <Captcha
        idPrefix={idPrefix}
        purpose="login"
        settings={settings.data?.captcha}
        ref={captcha}
      />
      {autoLoginOffered && (
        <RememberMe id={`${idPrefix}-remember`} checked={remember} onChange={setRemember} />
      )}
      <SubmitButton label={t('action.logIn')} busy={signIn.isPending} />
    </SignInForm>
  );
}
