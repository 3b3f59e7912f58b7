import type { FastifyRequest } from 'fastify';
import { captchaAnswerSchema, type LoginType } from '@lobby/contract';
import { storedHeader } from '../core/http/request-headers.js';
import type { LoginInput } from './first-factor.js';
import type { ClientFacts } from './sign-in-sessions.js';

/** The facts of the client a session is opened for: address, device kind, agent, device id. */
export function clientOf(
  request: FastifyRequest,
  deviceId: string | undefined,
  device?: string,
): ClientFacts {
  return {
    ip: request.ip,
    device: device ?? storedHeader(request, 'device') ?? 'H5',
    userAgent: storedHeader(request, 'user-agent') ?? '',
    deviceId,
  };
}

/** The captcha fields of a body, and nothing else of it (no password reaches the verifier). */
export const captchaOf = (body: object) => captchaAnswerSchema.parse(body);

/** The first factor of a sign-in body, as the contract parsed it. */
export function loginInputOf(body: {
  type: LoginType;
  isSms?: boolean | undefined;
  username: string;
  password: string;
  firebaseIdToken?: string | undefined;
  lineSessionToken?: string | undefined;
  telegramAuth?: string | undefined;
  bindTicket?: string | undefined;
}): LoginInput {
  return {
    type: body.type,
    isSms: body.isSms,
    username: body.username,
    password: body.password,
    firebaseIdToken: body.firebaseIdToken,
    lineSessionToken: body.lineSessionToken,
    telegramAuth: body.telegramAuth,
    bindTicket: body.bindTicket,
  };
}

/** The number a texted-code body names: its dialing code (optional) and national number. */
export const phoneTargetOf = (body: {
  countryDialingCode?: string | undefined;
  mobileNum: string;
}) => ({
  countryDialingCode: body.countryDialingCode,
  mobileNum: body.mobileNum,
});
