import { PAGE_PATHS } from '@lobby/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PageFrame } from '../../../components/PageFrame';
import { classifyError, errorMessage, isResetLinkInvalid } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { FormError, PasswordField, SubmitButton } from '../shared/Field';
import { SignInForm } from '../shared/SignInForm';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import { validatePassword } from '../shared/validation';
import { ResetDone } from './ResetDone';
import { forgetResetToken, takeResetToken } from './reset-token';
import { useResetByLink } from './send-code';
import '../shared/accounts.css';

/**
 * /m/resetPassword#token=…: the page an emailed reset link opens. The token leaves the address
 * bar at once and stays in memory; the player chooses a new password (the same rules as any
 * new password). A wrong, used or expired link says so and leads back to ask for a new one.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const merchant = useMerchant();
  const [token] = useState(takeResetToken);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const form = useForm({ password: '' });
  const [formError, setFormError] = useState('');
  const reset = useResetByLink();
  const submitLocked = useSubmitLock();
  const rule = (values: { password: string }) =>
    validatePassword(values.password, { merchantName: merchant.name });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token || !form.validate({ password: rule })) return;
    void submitLocked(async () => {
      setFormError('');
      try {
        await reset.mutateAsync({ token, newPassword: form.values.password });
        forgetResetToken();
        setState('done');
      } catch (error) {
        if (isResetLinkInvalid(error)) {
          forgetResetToken();
          setState('invalid');
          return;
        }
        const behaviour = classifyError(error);
        if (behaviour.kind === 'field' && behaviour.field === 'newPassword') {
          form.setFieldError('password', { key: behaviour.messageKey });
        } else {
          setFormError(errorMessage(error, behaviour));
        }
      }
    });
  };

  return (
    <PageFrame title={t('page.forgotPassword')}>
      <div className="account-card">
        {state === 'done' && <ResetDone />}
        {state === 'invalid' && (
          <div className="inline-state" role="alert">
            <p>{t('reset.linkInvalid')}</p>
            <Link href={PAGE_PATHS.forgotPassword} className="button block">
              {t('reset.askAgain')}
            </Link>
          </div>
        )}
        {state === 'form' && (
          <SignInForm onSubmit={submit}>
            <p className="form-note">{t('reset.choosePassword')}</p>
            <FormError message={formError} />
            <PasswordField
              id="reset-link-password"
              label={t('field.newPassword')}
              autoComplete="new-password"
              {...form.bind('password', rule)}
            />
            <SubmitButton label={t('reset.submit')} busy={reset.isPending} />
          </SignInForm>
        )}
      </div>
    </PageFrame>
  );
}
