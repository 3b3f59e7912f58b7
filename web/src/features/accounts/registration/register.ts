import { useMutation, useQuery } from '@tanstack/react-query';
import { memberRegister, memberRegisterMobile, systemCountry } from '@lobby/contract';
import { api } from '../../../lib/api';
import {
  captureAttribution,
  captureLandingOnce,
  registrationAttribution,
} from '../../../lib/attribution';
import { getDeviceId } from '../../../lib/device-id';
import { currentMerchant } from '../../../lib/merchant';
import type { SessionInfo } from '../../../lib/session';
import { systemKeys } from '../../../lib/system-keys';
import { captchaFieldsOf, type CaptchaHandle } from '../captcha/captcha-handle';
import { installedAs, keepRememberToken } from '../shared/member-session';
import { accountKeys } from '../shared/queries';
import { keepPendingRegistration, pendingRegistration } from '../social/pending-social';

export interface Registration {
  method: 'username' | 'mobile';
  username: string;
  mobileNum: string;
  countryDialingCode: string | undefined;
  /** The texted registration code, where the merchant asks one. */
  verificationCode?: string;
  /** Undefined when the merchant gives mobile sign-ups a default password. */
  password: string | undefined;
  agentApplication: boolean;
  /** The merchant's auto-login-after-register setting (SPEC section 4). */
  remember: boolean;
  /** The form's captcha, answered as part of the attempt (Geetest may run its challenge). */
  captcha: CaptchaHandle | null;
  /** YYYY-MM-DD (player protection: at least the merchant's minimum age). */
  birthDate: string;
  /** The merchant's current terms and privacy policy are accepted. */
  acceptTerms: boolean;
}

/** Where the player came from, for attribution (SPEC section 3). */
function source() {
  captureLandingOnce();
  // A link followed inside the app (a referral's) counts too, newest first.
  captureAttribution(window.location.search, window.location.host);
  return {
    registerMethod: installedAs() ?? ('H5' as const),
    ...registrationAttribution(window.location.href, window.location.host),
  };
}

/** Registers (and so signs in); answers the session to store, as logIn does. */
export async function register(input: Registration): Promise<SessionInfo> {
  const captchaFields = await captchaFieldsOf(input.captcha);
  const loginDeviceId = await getDeviceId();
  const common = {
    ...source(),
    login: true,
    loginDeviceId,
    agentApplication: input.agentApplication || undefined,
    // A mobile sign-up without a password of its own could never sign in by password either.
    remember: (input.remember && input.password !== undefined) || undefined,
    ...captchaFields,
    birthDate: input.birthDate,
    acceptTerms: input.acceptTerms,
    // "Register new" from the choice dialog: the identity joins the new account.
    ...pendingRegistration()?.fields,
  };
  const value =
    input.method === 'mobile'
      ? await api.call(memberRegisterMobile, {
          body: {
            ...common,
            mobileNum: input.mobileNum,
            countryDialingCode: input.countryDialingCode,
            verificationCode: input.verificationCode || undefined,
            password: input.password,
          },
          alert: false,
        })
      : await api.call(memberRegister, {
          body: { ...common, username: input.username, password: input.password ?? '' },
          alert: false,
        });
  keepRememberToken(value);
  keepPendingRegistration(null);
  return {
    spanId: value.spanId,
    id: value.id || value.customerId,
    token: value.token,
    merchantCode: currentMerchant.get().code,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: true,
  };
}

/** Registration (by username or mobile number) as a mutation; the form says its failures itself. */
export function useRegister() {
  return useMutation({ mutationKey: accountKeys.register, mutationFn: register });
}

/** The merchant's countries and dialing code, for registration by mobile number. */
export function useCountryInfo(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.country,
    // Without country info the number field simply has no dialing-code picker.
    queryFn: () => api.call(systemCountry, { alert: false }),
    staleTime: Infinity,
    enabled,
  });
}
