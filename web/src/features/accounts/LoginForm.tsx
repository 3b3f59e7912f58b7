import { PAGE_PATHS } from '@lobby/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getDeviceId } from '../../lib/device-id';
import { useT } from '../../lib/i18n';
import { useMerchant } from '../../lib/merchant';
import { startSession } from '../../lib/session';
import { logIn, loginDestination } from './actions';
import { Captcha } from './Captcha';
import type { CaptchaHandle } from './captcha-handle';
import { Field, FormError, PasswordField, SubmitButton } from './Field';
import { handleLoginFailure } from './login-failure';
import { rememberPendingPassword } from './pending-password';
import { useRegisterSettings } from './queries';
import { useAttempt } from './submit-lock';
import { useForm } from './use-form';
import { validateRequired, validateUsername } from './validation';
import './accounts.css';

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
 * The login form, shared by /m/login and the login sheet. On success the session is stored,
 * `onSignedIn` runs (the sheet closes) and the player goes to the go target, else /m/home, or
 * first to /m/changePsw when the password must change.
 */
export function LoginForm({ idPrefix, onSignedIn }: { idPrefix: string; onSignedIn?: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  const autoLoginOffered = useMerchant().flags?.MOBILEAUTOLOGIN3 === true;
  const settings = useRegisterSettings();
  const form = useForm({ username: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [formError, setFormError] = useState('');
  const captcha = useRef<CaptchaHandle>(null);
  const { processing, run } = useAttempt();

  // Start deriving the device id while the player types, so submitting does not wait for it.
  useEffect(() => {
    void getDeviceId();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldsValid = form.validate({
      username: (values) => validateUsername(values.username.trim()),
      password: (values) => validateRequired(values.password),
    });
    const captchaValid = captcha.current?.validate() ?? true;
    if (!fieldsValid || !captchaValid) return;
    void run(async () => {
      setFormError('');
      const captchaFields = captcha.current ? await captcha.current.answer() : {};
      if (!captchaFields) return false;
      const { username, password } = form.values;
      try {
        const { value, session } = await logIn({
          username: username.trim(),
          password,
          remember: autoLoginOffered && remember,
          captcha: captchaFields,
        });
        startSession(session);
        onSignedIn?.();
        const destination = loginDestination(go);
        if (value.updatePassword) {
          rememberPendingPassword(password, 'expired');
          navigate(`${PAGE_PATHS.changePassword}?go=${encodeURIComponent(destination)}`);
        } else {
          navigate(destination);
        }
        return true;
      } catch (error) {
        const failure = handleLoginFailure(error);
        captcha.current?.reset(failure.captchaWrong);
        setFormError(failure.captchaWrong ? '' : failure.message);
        return false;
      }
    });
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <FormError message={formError} />
      <Field
        id={`${idPrefix}-username`}
        label={t('field.username')}
        autoComplete="username"
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
      <SubmitButton label={t('action.logIn')} busy={processing} />
    </form>
  );
}
