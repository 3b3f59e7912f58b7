import { useMutation } from '@tanstack/react-query';
import {
  passwordResetSms,
  passwordResetVerification,
  smsCodeLogin,
  smsCodeRegister,
  type CodeSent,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { captchaFieldsOf, type CaptchaHandle } from '../captcha/captcha-handle';
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
    mutationFn: (body: { mobileNum: string; code: string; newPassword: string }) =>
      api.call(passwordResetVerification, { body, alert: false }),
  });
}
