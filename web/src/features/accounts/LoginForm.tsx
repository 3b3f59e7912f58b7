import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SPEC_ERROR_CODES } from '@lobby/contract';
import { getDeviceId } from '../../lib/device-id';
import { openDialog } from '../../lib/dialogs';
import { useT } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { logIn, loginDestination } from './actions';
import { errorCodeOf, failureMessage } from './errors';
import { Field, FormError, PasswordField, SubmitButton } from './Field';
import { rememberPendingPassword } from './pending-password';
import { useAttempt } from './submit-lock';
import { useForm } from './use-form';
import { validateRequired, validateUsername } from './validation';
import './accounts.css';

const CHANGE_PASSWORD_PATH = '/m/changePsw';

/**
 * The login form, shared by /m/login and the login sheet. On success the session is stored,
 * `onSignedIn` runs (the sheet closes) and the player goes to the go target, else /m/home, or
 * first to /m/changePsw when the password must change.
 */
export function LoginForm({ idPrefix, onSignedIn }: { idPrefix: string; onSignedIn?: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  const form = useForm({ username: '', password: '' });
  const [formError, setFormError] = useState('');
  const { processing, run } = useAttempt();

  // Start deriving the device id while the player types, so submitting does not wait for it.
  useEffect(() => {
    void getDeviceId();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      username: (values) => validateUsername(values.username.trim()),
      password: (values) => validateRequired(values.password),
    });
    if (!valid) return;
    void run(async () => {
      setFormError('');
      const { username, password } = form.values;
      try {
        const { value, session } = await logIn(username.trim(), password);
        startSession(session);
        onSignedIn?.();
        const destination = loginDestination(go);
        if (value.updatePassword) {
          rememberPendingPassword(password, 'expired');
          navigate(`${CHANGE_PASSWORD_PATH}?go=${encodeURIComponent(destination)}`);
        } else {
          navigate(destination);
        }
        return true;
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === SPEC_ERROR_CODES.loginVerifyRequired) {
          // Two-factor sign-in arrives later; until then say plainly what is needed.
          openDialog({
            kind: 'notice',
            title: t('login.verifyTitle'),
            message: t('login.verifyBody'),
          });
        } else {
          setFormError(failureMessage(error));
        }
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
      <SubmitButton label={t('action.logIn')} busy={processing} />
    </form>
  );
}
