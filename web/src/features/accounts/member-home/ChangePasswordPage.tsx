import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PAGE_PATHS, PASSWORD_RULES } from '@lobby/contract';
import { PageFrame } from '../../../components/PageFrame';
import { showToast } from '../../../lib/dialogs';
import { classifyError, errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { useSession } from '../../../lib/session';
import { FormError, PasswordField, SubmitButton } from '../shared/Field';
import { loginDestination } from '../shared/member-session';
import { forgetPendingPassword, pendingPassword } from '../shared/pending-password';
import { useMemberInfo } from '../shared/queries';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import { validateConfirmation, validatePassword, validateRequired } from '../shared/validation';
import { useChangePassword } from './change-password';
import '../shared/accounts.css';

type Values = Record<'current' | 'next' | 'confirm', string>;

const TOAST_MS = 3000;

/**
 * /m/changePsw (member only). Right after registration, or after a sign-in that must change an
 * expired password, the password just typed is remembered in memory, so this page does not ask
 * for it again; it is forgotten once the change is made.
 */
export default function ChangePasswordPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  const info = useMemberInfo();
  const userName = useSession()?.userName ?? '';
  const merchantName = useMerchant().name;
  const [remembered, setRemembered] = useState(pendingPassword);
  const form = useForm<keyof Values>({ current: '', next: '', confirm: '' });
  const [formError, setFormError] = useState('');
  const change = useChangePassword();
  const submitLocked = useSubmitLock();

  const rules = {
    current: (values: Values) => validateRequired(values.current),
    next: (values: Values) => validatePassword(values.next, { username: userName, merchantName }),
    confirm: (values: Values) => validateConfirmation(values.next, values.confirm),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      ...(remembered ? {} : { current: rules.current }),
      next: rules.next,
      confirm: rules.confirm,
    });
    if (!valid) return;
    void submitLocked(async () => {
      setFormError('');
      const oldPassword = remembered?.password ?? form.values.current;
      try {
        await change.mutateAsync({ oldPassword, newPassword: form.values.next });
        forgetPendingPassword();
        showToast(t('password.changed'), TOAST_MS);
        navigate(loginDestination(go));
      } catch (error) {
        const behaviour = classifyError(error);
        if (behaviour.kind === 'field' && behaviour.field === 'currentPassword') {
          // The remembered password no longer works: ask for the current one after all.
          forgetPendingPassword();
          setRemembered(null);
          form.setFieldError('current', { key: 'accountError.currentPassword' });
        } else if (behaviour.kind === 'field' && behaviour.field === 'newPassword') {
          form.setFieldError('next', { key: behaviour.messageKey });
        } else {
          setFormError(errorMessage(error, behaviour));
        }
      }
    });
  };

  const note = info.data?.mustChangePassword
    ? t('password.mobileFirst')
    : remembered?.reason === 'expired'
      ? t('password.expiredNote')
      : undefined;

  return (
    <PageFrame title={t('page.changePsw')}>
      <div className="account-card">
        {note && <p className="form-intro">{note}</p>}
        {info.data?.mustChangePassword ? (
          // A default password is never known: the number proves the account by a texted code.
          <Link href={PAGE_PATHS.forgotPassword} className="button block">
            {t('password.setByCode')}
          </Link>
        ) : (
          <form className="account-form" noValidate onSubmit={submit}>
            <FormError message={formError} />
            {/* Lets password managers know whose password this is. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={userName}
              readOnly
              hidden
            />
            {!remembered && (
              <PasswordField
                id="password-current"
                label={t('field.currentPassword')}
                autoComplete="current-password"
                {...form.bind('current', rules.current)}
              />
            )}
            <PasswordField
              id="password-new"
              label={t('field.newPassword')}
              autoComplete="new-password"
              hint={t('register.passwordHint', { min: PASSWORD_RULES.minLength })}
              {...form.bind('next', rules.next)}
            />
            <PasswordField
              id="password-confirm"
              label={t('field.confirmPassword')}
              autoComplete="new-password"
              {...form.bind('confirm', rules.confirm)}
            />
            <SubmitButton label={t('password.submit')} busy={change.isPending} />
          </form>
        )}
      </div>
    </PageFrame>
  );
}
