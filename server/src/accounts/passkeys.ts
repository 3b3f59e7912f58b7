import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { ERROR_CODES as E, PASSKEY_RULES, type CodeFactor, type LoginValue } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { AccountLimiter } from './account-limiter.js';
import type { OneUseStore } from '../core/limits/one-use-store.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { MemberRepository } from './member-repository.js';
import type { PasskeyRepository, PasskeyRow } from './passkey-repository.js';
import type { PasskeyProof, PasskeyProofInput } from './passkey-proof.js';
import type { SessionContext } from './sessions.js';
import type { ClientFacts, SignInSessions } from './sign-in-sessions.js';

/** The host a request reached (without port) and the origins a browser there reports. */
export interface RelyingParty {
  /** The Host header as sent (name and port). */
  host: string;
}

export const passkeyInvalidError = () =>
  new AppError(200, E.passkeyInvalid, 'This passkey could not be used, please try again');

/**
 * The relying party of a request: its host must be one of the merchant's own, so a passkey made
 * on one merchant's host is asked for, and verified, only there. Origins: https, and http on
 * local development hosts.
 */
export function relyingPartyOf(merchant: MerchantConfig, rp: RelyingParty) {
  const host = rp.host.toLowerCase();
  const rpId = host.replace(/:\d+$/, '');
  const own = merchant.hosts.some((known) => known.replace(/:\d+$/, '') === rpId);
  if (!own) throw passkeyInvalidError();
  const local = rpId === 'localhost' || rpId === '127.0.0.1' || rpId.endsWith('.localhost');
  const origins = [`https://${host}`, ...(local ? [`http://${host}`] : [])];
  return { rpId, origins };
}

export interface PasskeyDependencies {
  passkeys: PasskeyRepository;
  members: MemberRepository;
  store: OneUseStore;
  proof: PasskeyProof;
  signInSessions: SignInSessions;
  limiter: AccountLimiter;
  now: () => Date;
}

const registrationKey = (merchantCode: string, memberId: number) =>
  `passkey-add:${merchantCode}:${memberId}`;
const signInKey = (merchantCode: string, challengeId: string) =>
  `passkey-in:${merchantCode}:${challengeId}`;

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): a member adds one after the password (or a code,
 * for a member who never set one: PasskeyProof), signs in with it (both factors at once), lists
 * and removes them. Each is bound to the host it was made on (the relying party id) and its
 * signature counter only moves forward.
 */
export class PasskeyService {
  constructor(private readonly deps: PasskeyDependencies) {}

  /** The code a member who never set a password proves themselves with. */
  sendProofCode(
    merchant: MerchantConfig,
    session: SessionContext,
    method: CodeFactor,
    client: { ip: string },
  ) {
    return this.deps.proof.sendCode(merchant, session, method, client);
  }

  async registrationOptions(
    merchant: MerchantConfig,
    session: SessionContext,
    proof: PasskeyProofInput,
    rp: RelyingParty,
  ) {
    const { rpId } = relyingPartyOf(merchant, rp);
    const member = await this.deps.proof.prove(merchant, session, proof);
    const existing = await this.deps.passkeys.listOf(merchant.code, member.id);
    if (existing.length >= PASSKEY_RULES.maxPerMember) throw passkeyInvalidError();
    const options = await generateRegistrationOptions({
      rpName: merchant.name,
      rpID: rpId,
      userName: member.username,
      userDisplayName: member.username,
      attestationType: 'none',
      excludeCredentials: existing
        .filter((passkey) => passkey.rp_id === rpId)
        .map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.deps.store.put(
      registrationKey(merchant.code, member.id),
      JSON.stringify({ challenge: options.challenge, rpId }),
      PASSKEY_RULES.challengeMs,
    );
    return { options: options as unknown as Record<string, unknown> };
  }

  async add(
    merchant: MerchantConfig,
    session: SessionContext,
    input: { response: Record<string, unknown>; name?: string },
    rp: RelyingParty,
  ) {
    const { rpId, origins } = relyingPartyOf(merchant, rp);
    const held = await this.deps.store.take(registrationKey(merchant.code, session.memberId));
    const pending = held ? (JSON.parse(held) as { challenge: string; rpId: string }) : undefined;
    if (!pending || pending.rpId !== rpId) throw passkeyInvalidError();
    const verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) throw passkeyInvalidError();
    const { credential } = verification.registrationInfo;
    const now = this.deps.now();
    const name = (input.name?.trim() || 'Passkey').slice(0, PASSKEY_RULES.nameMaxLength);
    const stored = await this.deps.passkeys.insert({
      id: credential.id,
      merchantCode: merchant.code,
      memberId: session.memberId,
      rpId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
      now,
    });
    if (!stored) throw passkeyInvalidError();
    return { id: credential.id, name, createdAt: now.toISOString(), lastUsedAt: null };
  }

  async list(merchant: MerchantConfig, session: SessionContext) {
    const rows = await this.deps.passkeys.listOf(merchant.code, session.memberId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at?.toISOString() ?? null,
    }));
  }

  async remove(merchant: MerchantConfig, session: SessionContext, id: string) {
    return { removed: await this.deps.passkeys.remove(merchant.code, session.memberId, id) };
  }

  async signInOptions(merchant: MerchantConfig, rp: RelyingParty, ip: string) {
    await this.deps.limiter.passkeyChallenge(merchant.code, ip);
    const { rpId } = relyingPartyOf(merchant, rp);
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      userVerification: 'required',
      allowCredentials: [],
    });
    const challengeId = randomBytes(24).toString('base64url');
    await this.deps.store.put(
      signInKey(merchant.code, challengeId),
      JSON.stringify({ challenge: options.challenge, rpId }),
      PASSKEY_RULES.challengeMs,
    );
    return { challengeId, options: options as unknown as Record<string, unknown> };
  }

  /** Signs in with a passkey: both factors at once, so no second step follows. */
  async signIn(
    merchant: MerchantConfig,
    input: { challengeId: string; response: Record<string, unknown> },
    rp: RelyingParty,
    client: ClientFacts,
  ): Promise<LoginValue> {
    await this.deps.limiter.loginSource(merchant.code, client.ip);
    const { rpId, origins } = relyingPartyOf(merchant, rp);
    const held = await this.deps.store.take(signInKey(merchant.code, input.challengeId));
    const pending = held ? (JSON.parse(held) as { challenge: string; rpId: string }) : undefined;
    const response = input.response as unknown as AuthenticationResponseJSON;
    if (!pending || pending.rpId !== rpId || typeof response.id !== 'string') {
      throw passkeyInvalidError();
    }
    const passkey = await this.deps.passkeys.find(merchant.code, rpId, response.id);
    if (!passkey) throw passkeyInvalidError();
    const counter = Number(passkey.counter);
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: pending.challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.public_key),
        counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) throw passkeyInvalidError();
    const { newCounter } = verification.authenticationInfo;
    const moved = await this.deps.passkeys.used(
      merchant.code,
      passkey.id,
      { counter, to: newCounter },
      this.deps.now(),
    );
    // Another sign-in moved the counter between the check and now: this answer is not fresh.
    if (!moved && (counter > 0 || newCounter > 0)) throw passkeyInvalidError();
    const member = await this.deps.members.findById(merchant.code, passkey.member_id);
    if (!member) throw passkeyInvalidError();
    return this.deps.signInSessions.finish(merchant, member, client, false);
  }
}

function transportsOf(passkey: Pick<PasskeyRow, 'transports'>): AuthenticatorTransport[] {
  return passkey.transports ? (passkey.transports.split(',') as AuthenticatorTransport[]) : [];
}
