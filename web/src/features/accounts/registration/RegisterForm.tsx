import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { LEDGER_DATE_MIN, PASSWORD_RULES, USERNAME_RULES } from '@lobby/contract';
import { OfflineState } from '../../../components/OfflineState';
import { openAccountSheet } from '../../../lib/account-sheet';
import { classifyError, errorMessage, type ErrorField } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { isOfflineQuery } from '../../../lib/offline';
import { startSession } from '../../../lib/session';
import { Captcha } from '../captcha/Captcha';
import { CaptchaUnanswered, type CaptchaHandle } from '../captcha/captcha-handle';
import { Field, FormError, PasswordField, SubmitButton } from '../shared/Field';
import { MobileField, useDialingCode } from '../shared/MobileField';
import { CodeRow } from '../codes/CodeRow';
import { useSendCode, useTextedCode, type TextedCodeOptions } from '../codes/send-code';
import { rememberPendingPassword } from '../shared/pending-password';
import { useRegisterSettings } from '../shared/queries';
import { SignInForm } from '../shared/SignInForm';
import { RegistrationLinkBanner } from '../social/RegistrationLinkBanner';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import {
  nationalNumber,
  validateCode,
  validateMobile,
  validatePassword,
  validateBirthDate,
  validateTermsAccepted,
  validateUsername,
} from '../shared/validation';
import { TermsCheck } from './TermsCheck';
import { useRegister } from './register';
import { takeRegisterDestination } from './register-go';
import { takeWelcome } from './welcome';
import '../shared/accounts.css';
import { trackEvent } from '../../../lib/tracked-events';

type Method = 'username' | 'mobile';
type Values = Record<
  'username' | 'mobile' | 'password' | 'code' | 'birthDate' | 'acceptTerms',
  string
>;

/** The form field where a refusal naming one is said. */
const FIELD_OF: Partial<Record<ErrorField, keyof Values>> = {
  username: 'username',
  mobile: 'mobile',
  newPassword: 'password',
  code: 'code',
  birthDate: 'birthDate',
  acceptTerms: 'acceptTerms',
};

/** Today as YYYY-MM-DD on the player's calendar: the last day a date of birth may be. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A text binding of the form as the terms checkbox takes it ('1' when ticked). */
function termsBinding(binding: {
  value: string;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | undefined;
}) {
  return {
    checked: binding.value === '1',
    onChange: (checked: boolean) => binding.onChange(checked ? '1' : ''),
    inputRef: binding.inputRef,
    error: binding.error,
  };
}

function SettingsSkeleton() {
  return (
    <div className="account-form" aria-hidden="true">
      <div className="skeleton field-skeleton" />
      <div className="skeleton field-skeleton" />
      <div className="skeleton button-skeleton" />
    </div>
  );
}

/**
 * The registration form, shared by /m/register, /m/agentRegister and the register sheet. It offers
 * the methods the merchant's registration settings name, and a password field only where needed.
 */
export function RegisterForm({
  idPrefix,
  agent = false,
  onDone,
  onRegistered,
}: {
  idPrefix: string;
  /** Apply to become an agent with the new account. */
  agent?: boolean;
  /** Runs on success before anything else (the sheet closes). */
  onDone?: () => void;
  /** Replaces the usual "go home and welcome" (the agent page shows its pending state). */
  onRegistered?: () => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const settings = useRegisterSettings();
  const methods = settings.data?.methods ?? [];
  const [chosen, setChosen] = useState<Method | null>(null);
  const method: Method = chosen ?? methods[0] ?? 'username';
  const dialing = useDialingCode(methods.includes('mobile'));
  const form = useForm({
    username: '',
    mobile: '',
    password: '',
    code: '',
    birthDate: '',
    acceptTerms: '',
  });
  const sendCode = useSendCode('register');
  const texted = useTextedCode();
  const smsCaptcha = useRef<CaptchaHandle>(null);
  const [formError, setFormError] = useState('');
  const captcha = useRef<CaptchaHandle>(null);
  const merchant = useMerchant();
  const autoLoginOffered = merchant.flags?.MOBILEAUTOLOGIN3 === true;
  const registration = useRegister();
  const submitLocked = useSubmitLock();

  if (isOfflineQuery(settings)) return <OfflineState onRetry={() => void settings.refetch()} />;
  if (settings.isPending) return <SettingsSkeleton />;
  if (settings.isError) {
    return (
      <div className="inline-state" role="alert">
        <p>{t('register.settingsError')}</p>
        <button type="button" className="button secondary" onClick={() => void settings.refetch()}>
          {t('action.retry')}
        </button>
      </div>
    );
  }

  const needsPassword = method === 'username' || settings.data.mobilePassword;
  const needsCode = method === 'mobile' && settings.data.mobileCode;
  const code = dialing.code;
  const protection = settings.data.protection;
  const today = localToday();

  const rules = {
    username: (values: Values) => validateUsername(values.username.trim()),
    mobile: (values: Values) => validateMobile(nationalNumber(values.mobile, code)),
    code: (values: Values) => validateCode(values.code.trim()),
    password: (values: Values) =>
      validatePassword(values.password, {
        username: method === 'username' ? values.username.trim() : undefined,
        merchantName: merchant.name,
      }),
    birthDate: (values: Values) =>
      validateBirthDate(values.birthDate, protection.minimumAge, today),
    acceptTerms: (values: Values) => validateTermsAccepted(values.acceptTerms),
  };

  /** Texts the registration code to the number typed (after the SMS captcha, where one is asked). */
  const registerCode: TextedCodeOptions = {
    captcha: smsCaptcha,
    ready: () => {
      setFormError('');
      return form.validate({ mobile: rules.mobile });
    },
    request: (answer) =>
      sendCode.mutateAsync({
        mobileNum: nationalNumber(form.values.mobile, code),
        countryDialingCode: code || undefined,
        captcha: answer,
      }),
    onError: (error, behaviour) => {
      if (behaviour.kind === 'field' && behaviour.field === 'mobile') {
        form.setFieldError('mobile', { key: behaviour.messageKey });
      } else {
        setFormError(errorMessage(error, behaviour));
      }
    },
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate({
      ...(method === 'username' ? { username: rules.username } : { mobile: rules.mobile }),
      ...(needsPassword ? { password: rules.password } : {}),
      ...(needsCode ? { code: rules.code } : {}),
      birthDate: rules.birthDate,
      acceptTerms: rules.acceptTerms,
    });
    const captchaValid = captcha.current?.validate() ?? true;
    if (!valid || !captchaValid) return;
    void submitLocked(async () => {
      setFormError('');
      const password = needsPassword ? form.values.password : undefined;
      trackEvent('registerSubmit');
      try {
        const member = await registration.mutateAsync({
          method,
          username: form.values.username.trim(),
          mobileNum: nationalNumber(form.values.mobile, code),
          countryDialingCode: method === 'mobile' && code ? code : undefined,
          verificationCode: needsCode ? form.values.code.trim() : undefined,
          password,
          agentApplication: agent,
          // SPEC section 4: remembered for auto-login only with auto-login-after-register on.
          remember: autoLoginOffered && settings.data.autoLoginAfterRegister,
          captcha: captcha.current,
          birthDate: form.values.birthDate,
          acceptTerms: form.values.acceptTerms === '1',
        });
        startSession(member);
        trackEvent('register', { payload: { customerName: member.userName } });
        // SPEC section 4: the password just chosen is remembered for the password change only.
        if (password) rememberPendingPassword(password, 'registered');
        onDone?.();
        if (onRegistered) {
          onRegistered();
        } else {
          navigate(takeRegisterDestination());
          if (takeWelcome(member.merchantCode, member.id)) {
            openAccountSheet({ mode: 'welcome', name: member.userName });
          }
        }
      } catch (error) {
        if (error instanceof CaptchaUnanswered) return;
        const behaviour = classifyError(error);
        // SPEC section 4: after a failure the captcha is refreshed and its input cleared.
        captcha.current?.reset(behaviour.kind === 'captcha');
        const field = behaviour.kind === 'field' ? FIELD_OF[behaviour.field] : undefined;
        if (
          behaviour.kind === 'field' &&
          field &&
          (field !== 'username' || method === 'username')
        ) {
          form.setFieldError(field, { key: behaviour.messageKey });
        } else if (behaviour.kind !== 'captcha' || !captcha.current) {
          setFormError(errorMessage(error, behaviour));
        }
      }
    });
  };

  return (
    <SignInForm onSubmit={submit}>
      <RegistrationLinkBanner />
      <FormError message={formError} />
      {methods.length > 1 && (
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('register.methodLegend')}</legend>
          {methods.map((option) => (
            <label key={option} className="segment">
              <input
                type="radio"
                name={`${idPrefix}-method`}
                value={option}
                checked={method === option}
                onChange={() => setChosen(option)}
              />
              <span>{t(option === 'username' ? 'register.byUsername' : 'register.byMobile')}</span>
            </label>
          ))}
        </fieldset>
      )}
      {method === 'username' ? (
        <Field
          id={`${idPrefix}-username`}
          label={t('field.username')}
          autoComplete="username"
          hint={t('register.usernameHint', {
            min: USERNAME_RULES.minLength,
            max: USERNAME_RULES.maxLength,
          })}
          {...form.bind('username', rules.username)}
        />
      ) : (
        <MobileField
          id={`${idPrefix}-mobile`}
          dialing={dialing}
          {...form.bind('mobile', rules.mobile)}
        />
      )}
      {needsCode && (
        <Captcha
          idPrefix={`${idPrefix}-sms`}
          purpose="sms"
          settings={settings.data.captcha}
          ref={smsCaptcha}
        />
      )}
      {needsCode && (
        <CodeRow
          id={`${idPrefix}-code`}
          field={form.bind('code', rules.code)}
          onSend={() => texted.send(registerCode)}
          busy={texted.busy}
        />
      )}

      {needsPassword ? (
        <PasswordField
          id={`${idPrefix}-password`}
          label={t('field.password')}
          autoComplete="new-password"
          hint={t('register.passwordHint', { min: PASSWORD_RULES.minLength })}
          {...form.bind('password', rules.password)}
        />
      ) : (
        <p className="form-note">{t('register.mobilePasswordLater')}</p>
      )}
      <Field
        id={`${idPrefix}-birth-date`}
        label={t('register.birthDate')}
        type="date"
        autoComplete="bday"
        min={LEDGER_DATE_MIN}
        max={today}
        hint={t('register.birthDateHint', { age: protection.minimumAge })}
        {...form.bind('birthDate', rules.birthDate)}
      />
      <TermsCheck
        id={`${idPrefix}-terms`}
        age={protection.minimumAge}
        termsUrl={protection.termsUrl}
        privacyUrl={protection.privacyUrl}
        {...termsBinding(form.bind('acceptTerms', rules.acceptTerms))}
      />
      <Captcha
        idPrefix={idPrefix}
        purpose="register"
        settings={settings.data.captcha}
        ref={captcha}
      />
      <SubmitButton
        label={t(agent ? 'agent.submit' : 'register.submit')}
        busy={registration.isPending}
      />
    </SignInForm>
  );
}
