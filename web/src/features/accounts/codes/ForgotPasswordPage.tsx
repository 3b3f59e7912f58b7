import { PAGE_PATHS } from '@lobby/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PageFrame } from '../../../components/PageFrame';
import { classifyError, errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { Captcha } from '../captcha/Captcha';
import { CaptchaUnanswered, type CaptchaHandle } from '../captcha/captcha-handle';
import { Field, FormError, PasswordField, SubmitButton } from '../shared/Field';
import { MobileField, useDialingCode } from '../shared/MobileField';
import { useRegisterSettings } from '../shared/queries';
import { SignInForm } from '../shared/SignInForm';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import {
  nationalNumber,
  validateCode,
  validateMobile,
  validatePassword,
} from '../shared/validation';
import { SendCodeButton } from './SendCodeButton';
import { useResetPassword, useSendCode } from './send-code';
import '../shared/accounts.css';

type Values = Record<'mobile' | 'code' | 'password', string>;

/**
 * /m/forgotPsw: a new password by a code texted to the member's number. The answers are the same
 * whether the number has an account or not; a reset ends every session, so the player then logs
 * in with the new password (and any second factor).
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const merchant = useMerchant();
  const settings = useRegisterSettings();
  const dialing = useDialingCode();
  const form = useForm({ mobile: '', code: '', password: '' });
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const [done, setDone] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const sendCode = useSendCode('reset');
  const reset = useResetPassword();
  const submitLocked = useSubmitLock();
  const mobileNum = () => nationalNumber(form.values.mobile, dialing.code);
  const rules = {
    mobile: () => validateMobile(mobileNum()),
    code: (values: Values) => validateCode(values.code.trim()),
    password: (values: Values) =>
      validatePassword(values.password, { merchantName: merchant.name }),
  };

  const failed = (error: unknown) => {
    if (error instanceof CaptchaUnanswered) return;
    const behaviour = classifyError(error);
    captcha.current?.reset(behaviour.kind === 'captcha');
    if (behaviour.kind === 'field' && behaviour.field === 'newPassword') {
      form.setFieldError('password', { key: behaviour.messageKey });
    } else if (behaviour.kind === 'field' && behaviour.field === 'code') {
      form.setFieldError('code', { key: behaviour.messageKey });
    } else if (behaviour.kind !== 'captcha') {
      setFormError(errorMessage(error, behaviour));
    }
  };

  const send = async () => {
    setFormError('');
    setNotice('');
    if (!form.validate({ mobile: rules.mobile })) return undefined;
    if (!(captcha.current?.validate() ?? true)) return undefined;
    try {
      const sent = await sendCode.mutateAsync({
        mobileNum: mobileNum(),
        countryDialingCode: dialing.code,
        captcha: captcha.current,
      });
      setNotice(t('code.sent'));
      return sent;
    } catch (error) {
      failed(error);
      return undefined;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(rules)) return;
    void submitLocked(async () => {
      setFormError('');
      try {
        await reset.mutateAsync({
          mobileNum: mobileNum(),
          code: form.values.code.trim(),
          newPassword: form.values.password,
        });
        setDone(true);
      } catch (error) {
        failed(error);
      }
    });
  };

  return (
    <PageFrame title={t('page.forgotPassword')}>
      <div className="account-card">
        {done ? (
          <div className="inline-state" role="status">
            <p>{t('reset.done')}</p>
            <Link href={PAGE_PATHS.login} className="button block">
              {t('action.logIn')}
            </Link>
          </div>
        ) : (
          <SignInForm onSubmit={submit}>
            <p className="form-note">{t('reset.intro')}</p>
            <FormError message={formError} />
            <MobileField
              id="reset-mobile"
              dialing={dialing}
              {...form.bind('mobile', rules.mobile)}
            />
            <Captcha
              idPrefix="reset"
              purpose="sms"
              settings={settings.data?.captcha}
              ref={captcha}
            />
            <div className="code-row">
              <Field
                id="reset-code"
                label={t('field.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                {...form.bind('code', rules.code)}
              />
              <SendCodeButton onSend={send} busy={sendCode.isPending} />
            </div>
            {notice && (
              <p className="form-note" role="status">
                {notice}
              </p>
            )}
            <PasswordField
              id="reset-password"
              label={t('field.newPassword')}
              autoComplete="new-password"
              {...form.bind('password', rules.password)}
            />
            <SubmitButton label={t('reset.submit')} busy={reset.isPending} />
          </SignInForm>
        )}
      </div>
    </PageFrame>
  );
}
