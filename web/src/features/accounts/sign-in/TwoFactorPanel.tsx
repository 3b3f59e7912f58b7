import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { TwoFactorMethod } from '@lobby/contract';
import { closeAccountSheet } from '../../../lib/account-sheet';
import { openContactUs } from '../../../lib/contact-us';
import { classifyError, errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { CodeMethodPicker } from '../codes/CodeMethodPicker';
import { SendCodeButton } from '../codes/SendCodeButton';
import { useTextedCode } from '../codes/send-code';
import { Field, FormError, SubmitButton } from '../shared/Field';
import { afterPasswordSignIn } from '../shared/member-session';
import { SignInForm } from '../shared/SignInForm';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import { validateRequired } from '../shared/validation';
import { pendingSignIn, useSendSignInCode, useVerifySignIn } from './two-factor-step';

/**
 * The two-factor step a sign-in may ask for (login_verify_required): the player picks one of the
 * methods offered (the authenticator app, a texted code, an emailed code), asks for the code when
 * it is sent, and enters it; a recovery code works in place of the app's. Contact Us stays for a
 * player without any of them.
 */
export function TwoFactorPanel() {
  const t = useT();
  const [, navigate] = useLocation();
  const form = useForm({ code: '' });
  const [formError, setFormError] = useState('');
  const verify = useVerifySignIn();
  const sendCode = useSendSignInCode();
  const submitLocked = useSubmitLock();
  const step = pendingSignIn();
  const methods = step?.methods ?? ['ga'];
  const [method, setMethod] = useState<TwoFactorMethod>(methods[0] ?? 'ga');
  const rule = (values: { code: string }) => validateRequired(values.code.trim());

  const code = useTextedCode({
    ready: () => {
      setFormError('');
      return method !== 'ga';
    },
    request: () => sendCode.mutateAsync(method === 'email' ? 'email' : 'sms'),
    onError: (error, behaviour) => setFormError(errorMessage(error, behaviour)),
    sentMessage: t(method === 'email' ? 'twoFactor.emailSent' : 'twoFactor.smsSent'),
  });

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
        const { value, session, destination, password } = await verify.mutateAsync({
          method,
          code: form.values.code.trim(),
        });
        startSession(session);
        closeAccountSheet();
        navigate(afterPasswordSignIn(value, password, destination));
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

  const codeField = (
    <Field
      id="two-factor-code"
      label={t(method === 'ga' ? 'twoFactor.codeLabel' : 'field.code')}
      autoComplete="one-time-code"
      hint={method === 'ga' ? t('twoFactor.recoveryHint') : undefined}
      {...form.bind('code', rule)}
    />
  );

  return (
    <div className="two-factor">
      {step ? (
        <SignInForm onSubmit={submit}>
          <CodeMethodPicker
            name="two-factor-method"
            methods={methods}
            value={method}
            onChange={setMethod}
          />
          <p className="form-note">
            {t(
              method === 'ga'
                ? 'twoFactor.enterCode'
                : method === 'sms'
                  ? 'twoFactor.enterSmsCode'
                  : 'twoFactor.enterEmailCode',
            )}
          </p>
          <FormError message={formError} />
          {method === 'ga' ? (
            codeField
          ) : (
            <div className="code-row">
              {codeField}
              <SendCodeButton onSend={code.send} busy={code.busy} />
            </div>
          )}
          {method !== 'ga' && code.notice && (
            <p className="form-note" role="status">
              {code.notice}
            </p>
          )}
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
