import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { Captcha } from '../captcha/Captcha';
import type { CaptchaHandle } from '../captcha/captcha-handle';
import { CodeRow } from '../codes/CodeRow';
import { codeFailure, useSendCode, useTextedCode } from '../codes/send-code';
import { FormError, SubmitButton } from '../shared/Field';
import { loginDestination } from '../shared/member-session';
import { MobileField, useDialingCode } from '../shared/MobileField';
import { useRegisterSettings } from '../shared/queries';
import { SignInForm } from '../shared/SignInForm';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import {
  internationalNumber,
  nationalNumber,
  validateCode,
  validateMobile,
} from '../shared/validation';
import { useSignIn } from './sign-in';
import { trackEvent } from '../../../lib/tracked-events';

/**
 * Sign-in by a code texted to the member's number (login type sms): the number, a Send code
 * button (after the SMS captcha where the merchant asks one), then the code.
 */
export function SmsLoginForm({
  idPrefix,
  onSignedIn,
}: {
  idPrefix: string;
  onSignedIn?: () => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const go = new URLSearchParams(useSearch()).get('go');
  const settings = useRegisterSettings();
  const dialing = useDialingCode();
  const form = useForm({ mobile: '', code: '' });
  const [formError, setFormError] = useState('');
  const captcha = useRef<CaptchaHandle>(null);
  const sendCode = useSendCode('login');
  const signIn = useSignIn();
  const submitLocked = useSubmitLock();
  const mobileNum = () => nationalNumber(form.values.mobile, dialing.code);
  const rules = {
    mobile: () => validateMobile(mobileNum()),
    code: (values: { code: string }) => validateCode(values.code.trim()),
  };

  const failed = (error: unknown) => {
    const behaviour = codeFailure(error, captcha.current);
    if (behaviour) setFormError(errorMessage(error, behaviour));
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
        const { session } = await signIn.mutateAsync({
          // The sign-in names the number as the code was texted: with its dialing code.
          username: internationalNumber(mobileNum(), dialing.code),
          password: form.values.code.trim(),
          type: 'sms',
          remember: false,
          captcha: null,
        });
        startSession(session);
        trackEvent('login');
        onSignedIn?.();
        navigate(loginDestination(go));
      } catch (error) {
        failed(error);
      }
    });
  };

  return (
    <SignInForm onSubmit={submit}>
      <FormError message={formError} />
      <MobileField
        id={`${idPrefix}-sms-mobile`}
        dialing={dialing}
        {...form.bind('mobile', rules.mobile)}
      />
      <Captcha
        idPrefix={`${idPrefix}-sms`}
        purpose="sms"
        settings={settings.data?.captcha}
        ref={captcha}
      />
      <CodeRow
        id={`${idPrefix}-sms-code`}
        field={form.bind('code', rules.code)}
        onSend={code.send}
        busy={code.busy}
        notice={code.notice}
      />
      <SubmitButton label={t('action.logIn')} busy={signIn.isPending} />
    </SignInForm>
  );
}
