import { useRef, useState, type FormEvent } from 'react';
import { PageFrame } from '../../../components/PageFrame';
import { errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { Captcha } from '../captcha/Captcha';
import type { CaptchaHandle } from '../captcha/captcha-handle';
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
  validateRequired,
} from '../shared/validation';
import { ResetDone } from './ResetDone';
import { CodeRow } from './CodeRow';
import { SendCodeButton } from './SendCodeButton';
import {
  codeFailure,
  useResetPassword,
  useSendCode,
  useSendResetLink,
  useTextedCode,
} from './send-code';
import '../shared/accounts.css';

type Values = Record<'mobile' | 'code' | 'password', string>;
type Way = 'sms' | 'email';

/**
 * /m/forgotPsw: a new password by a code texted to the member's number, or (where the merchant
 * sends email) by a link emailed to the member's verified address. The answers are the same
 * whether an account exists or not; a reset ends every session, so the player then logs in with
 * the new password (and any second factor).
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const settings = useRegisterSettings();
  const [chosen, setChosen] = useState<Way | null>(null);
  const [done, setDone] = useState(false);
  const byEmail = settings.data?.emailReset === true;
  // Texted codes reach members of a merchant that registers by mobile; else the link is the way.
  const bySms = settings.data?.methods.includes('mobile') !== false || !byEmail;
  const way: Way = !byEmail ? 'sms' : !bySms ? 'email' : (chosen ?? 'sms');

  return (
    <PageFrame title={t('page.forgotPassword')}>
      <div className="account-card">
        {done ? (
          <ResetDone />
        ) : (
          <>
            {byEmail && bySms && (
              <fieldset className="segmented">
                <legend className="visually-hidden">{t('reset.wayLegend')}</legend>
                {(['sms', 'email'] as const).map((option) => (
                  <label key={option} className="segment">
                    <input
                      type="radio"
                      name="reset-way"
                      value={option}
                      checked={way === option}
                      onChange={() => setChosen(option)}
                    />
                    <span>{t(option === 'sms' ? 'reset.bySms' : 'reset.byEmail')}</span>
                  </label>
                ))}
              </fieldset>
            )}
            {way === 'email' ? <EmailReset /> : <SmsReset onDone={() => setDone(true)} />}
          </>
        )}
      </div>
    </PageFrame>
  );
}

function SmsReset({ onDone }: { onDone: () => void }) {
  const t = useT();
  const merchant = useMerchant();
  const settings = useRegisterSettings();
  const dialing = useDialingCode();
  const form = useForm({ mobile: '', code: '', password: '' });
  const [formError, setFormError] = useState('');
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
    const behaviour = codeFailure(error, captcha.current);
    if (!behaviour) return;
    if (behaviour.kind === 'field' && behaviour.field === 'newPassword') {
      form.setFieldError('password', { key: behaviour.messageKey });
    } else if (behaviour.kind === 'field' && behaviour.field === 'code') {
      form.setFieldError('code', { key: behaviour.messageKey });
    } else {
      setFormError(errorMessage(error, behaviour));
    }
  };

  const code = useTextedCode({
    captcha,
    ready: () => {
      setFormError('');
      return form.validate({ mobile: rules.mobile });
    },
    request: (answer) =>
      sendCode.mutateAsync({
        mobileNum: mobileNum(),
        countryDialingCode: dialing.code,
        captcha: answer,
      }),
    onError: (error, behaviour) => setFormError(errorMessage(error, behaviour)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(rules)) return;
    void submitLocked(async () => {
      setFormError('');
      try {
        await reset.mutateAsync({
          mobileNum: mobileNum(),
          // The number is the code's only with the dialing code it was texted with.
          countryDialingCode: dialing.code || undefined,
          code: form.values.code.trim(),
          newPassword: form.values.password,
        });
        onDone();
      } catch (error) {
        failed(error);
      }
    });
  };

  return (
    <SignInForm onSubmit={submit}>
      <p className="form-note">{t('reset.intro')}</p>
      <FormError message={formError} />
      <MobileField id="reset-mobile" dialing={dialing} {...form.bind('mobile', rules.mobile)} />
      <Captcha idPrefix="reset" purpose="sms" settings={settings.data?.captcha} ref={captcha} />
      <CodeRow
        id="reset-code"
        field={form.bind('code', rules.code)}
        onSend={code.send}
        busy={code.busy}
        notice={code.notice}
      />
      <PasswordField
        id="reset-password"
        label={t('field.newPassword')}
        autoComplete="new-password"
        {...form.bind('password', rules.password)}
      />
      <SubmitButton label={t('reset.submit')} busy={reset.isPending} />
    </SignInForm>
  );
}

/** The emailed link: the username or address, the SMS captcha where asked, then Email me a link. */
function EmailReset() {
  const t = useT();
  const settings = useRegisterSettings();
  const form = useForm({ account: '' });
  const [formError, setFormError] = useState('');
  const captcha = useRef<CaptchaHandle>(null);
  const sendLink = useSendResetLink();
  const rule = (values: { account: string }) => validateRequired(values.account.trim());

  const link = useTextedCode({
    captcha,
    ready: () => {
      setFormError('');
      return form.validate({ account: rule });
    },
    request: (answer) =>
      sendLink.mutateAsync({ account: form.values.account.trim(), captcha: answer }),
    onError: (error, behaviour) => setFormError(errorMessage(error, behaviour)),
    sentMessage: t('reset.linkSent'),
  });

  return (
    <SignInForm
      onSubmit={(event) => {
        event.preventDefault();
        void link.send();
      }}
    >
      <p className="form-note">{t('reset.emailIntro')}</p>
      <FormError message={formError} />
      <Field
        id="reset-account"
        label={t('reset.accountLabel')}
        autoComplete="username"
        {...form.bind('account', rule)}
      />
      <Captcha
        idPrefix="reset-email"
        purpose="sms"
        settings={settings.data?.captcha}
        ref={captcha}
      />
      <SendCodeButton onSend={link.send} busy={link.busy} label={t('reset.sendLink')} />
      {link.notice && (
        <p className="form-note" role="status">
          {link.notice}
        </p>
      )}
    </SignInForm>
  );
}
