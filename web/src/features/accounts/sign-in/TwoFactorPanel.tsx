import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { closeAccountSheet } from '../../../lib/account-sheet';
import { openContactUs } from '../../../lib/contact-us';
import { classifyError, errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { Field, FormError, SubmitButton } from '../shared/Field';
import { SignInForm } from '../shared/SignInForm';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import { validateRequired } from '../shared/validation';
import { pendingSignIn, useVerifySignIn } from './two-factor-step';

/**
 * The two-factor step a sign-in may ask for (login_verify_required): the code from the
 * authenticator app, or one of the recovery codes. Contact Us stays for a player without either.
 */
export function TwoFactorPanel() {
  const t = useT();
  const [, navigate] = useLocation();
  const form = useForm({ code: '' });
  const [formError, setFormError] = useState('');
  const verify = useVerifySignIn();
  const submitLocked = useSubmitLock();
  const waiting = pendingSignIn() !== null;
  const rule = (values: { code: string }) => validateRequired(values.code.trim());

  const contactUs = () => {
    closeAccountSheet();
    openContactUs();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate({ code: rule })) return;
    void submitLocked(async () => {
      setFormError('');
      try {
        const { session, destination } = await verify.mutateAsync(form.values.code.trim());
        startSession(session);
        closeAccountSheet();
        navigate(destination);
      } catch (error) {
        const behaviour = classifyError(error);
        if (behaviour.kind === 'field' && behaviour.field === 'code') {
          form.setFieldError('code', { key: behaviour.messageKey });
        } else {
          setFormError(errorMessage(error, behaviour));
        }
      }
    });
  };

  return (
    <div className="two-factor">
      {waiting ? (
        <SignInForm onSubmit={submit}>
          <p className="form-note">{t('twoFactor.enterCode')}</p>
          <FormError message={formError} />
          <Field
            id="two-factor-code"
            label={t('twoFactor.codeLabel')}
            autoComplete="one-time-code"
            hint={t('twoFactor.recoveryHint')}
            {...form.bind('code', rule)}
          />
          <SubmitButton label={t('twoFactor.verify')} busy={verify.isPending} />
        </SignInForm>
      ) : (
        <p className="form-note">{t('login.verifyBody')}</p>
      )}
      <div className="welcome-actions">
        <button type="button" className="button secondary block" onClick={contactUs}>
          {t('Contact Us')}
        </button>
        <button type="button" className="button secondary block" onClick={closeAccountSheet}>
          {t('action.close')}
        </button>
      </div>
    </div>
  );
}
