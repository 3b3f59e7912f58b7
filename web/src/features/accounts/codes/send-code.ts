import { useState, type RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  passwordResetEmail,
  passwordResetLink,
  passwordResetSms,
  passwordResetVerification,
  smsCodeLogin,
  smsCodeRegister,
  type CallBody,
  type CodeSent,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { classifyError, type ErrorBehaviour } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { CaptchaUnanswered, captchaFieldsOf, type CaptchaHandle } from '../captcha/captcha-handle';
import { accountKeys } from '../shared/queries';

export interface CodeRequest {
  mobileNum: string;
  countryDialingCode: string | undefined;
  /** The form's captcha: asked before a text when the merchant's SMS captcha flag is on. */
  captcha: CaptchaHandle | null;
}

/** Which code a form asks for: a sign-in, password reset or registration code. */
export type CodePurpose = 'login' | 'reset' | 'register';

const CALLS = { login: smsCodeLogin, reset: passwordResetSms, register: smsCodeRegister } as const;

async function sendCode(purpose: CodePurpose, request: CodeRequest): Promise<CodeSent> {
  const captchaFields = await captchaFieldsOf(request.captcha);
  return api.call(CALLS[purpose], {
    body: {
      mobileNum: request.mobileNum,
      countryDialingCode: request.countryDialingCode || undefined,
      ...captchaFields,
    },
    alert: false,
  });
}

/** Texts a code (POST verification/sms/noLogin or member/password/sms); the form says failures. */
export function useSendCode(purpose: CodePurpose) {
  return useMutation({
    mutationKey: accountKeys.sendCode(purpose),
    mutationFn: (request: CodeRequest) => sendCode(purpose, request),
  });
}

/** Sets a new password with a texted reset code (POST member/password/verification). */
export function useResetPassword() {
  return useMutation({
    mutationKey: accountKeys.resetPassword,
    mutationFn: (body: CallBody<typeof passwordResetVerification>) =>
      api.call(passwordResetVerification, { body, alert: false }),
  });
}

/** Emails a password reset link (POST member/password/email); the page says failures. */
export function useSendResetLink() {
  return useMutation({
    mutationKey: accountKeys.sendCode('resetLink'),
    mutationFn: async (
      request: Pick<CallBody<typeof passwordResetEmail>, 'account'> & {
        captcha: CaptchaHandle | null;
      },
    ) =>
      api.call(passwordResetEmail, {
        body: { account: request.account, ...(await captchaFieldsOf(request.captcha)) },
        alert: false,
      }),
  });
}

/** Sets a new password with an emailed link's token (POST member/password/email/reset). */
export function useResetByLink() {
  return useMutation({
    mutationKey: accountKeys.resetPassword,
    mutationFn: (body: CallBody<typeof passwordResetLink>) =>
      api.call(passwordResetLink, { body, alert: false }),
  });
}

/**
 * What a code form does with a failed send or submit: an unanswered captcha says nothing (the
 * widget does), a refused one draws a new one; any other failure goes to the form, which puts
 * it beside its field or above the form. Answers the behaviour for the form, or undefined.
 */
export function codeFailure(
  error: unknown,
  captcha: CaptchaHandle | null | undefined,
): ErrorBehaviour | undefined {
  if (error instanceof CaptchaUnanswered) return undefined;
  const behaviour = classifyError(error);
  captcha?.reset(behaviour.kind === 'captcha');
  return behaviour.kind === 'captcha' ? undefined : behaviour;
}

/** What a code form sends and how it says failures (see useTextedCode). */
export interface TextedCodeOptions {
  /** Validates what the code is sent to; false stops before any send. */
  ready: () => boolean;
  /** Sends the code with the captcha's answer (when the form has a captcha). */
  request: (captcha: CaptchaHandle | null) => Promise<CodeSent>;
  onError: (error: unknown, behaviour: ErrorBehaviour) => void;
  captcha?: RefObject<CaptchaHandle | null>;
  /** The words once sent; by default that a code is on its way if the number has an account. */
  sentMessage?: string;
}

/**
 * The Send code half of every code form (sign-in, reset, registration, the two-factor step, the
 * email address): checks the form's own field first, then the SMS captcha where the form has
 * one, sends, and says that a code is on its way. A failure reaches the form's `onError` with
 * its behaviour (see codeFailure). Give `send` to SendCodeButton and show `notice` under the row;
 * a form whose options exist only after its settings load passes them to `send` instead.
 */
export function useTextedCode(options?: TextedCodeOptions) {
  const t = useT();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (
    given: TextedCodeOptions | undefined = options,
  ): Promise<CodeSent | undefined> => {
    if (!given) return undefined;
    setNotice('');
    if (!given.ready()) return undefined;
    const captcha = given.captcha?.current ?? null;
    if (!(captcha?.validate() ?? true)) return undefined;
    setBusy(true);
    try {
      const sent = await given.request(captcha);
      setNotice(given.sentMessage ?? t('code.sent'));
      return sent;
    } catch (error) {
      const behaviour = codeFailure(error, captcha);
      if (behaviour) given.onError(error, behaviour);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return { send, notice, busy };
}
