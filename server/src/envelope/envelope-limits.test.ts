import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LIMITS as LIMITS } from '../accounts/accounts-limits.js';
import { EnvelopeOpener } from './envelope-opener.js';
import { sealBody, type SealedPayload } from '../../test/envelope-client.js';
import {
  ECHO_PAYLOAD,
  ENVELOPE_INVALID,
  envelopeFailureOf,
  flipBase64,
  registerSealedEcho,
  sealedEcho,
} from '../../test/envelope-echo.js';
import {
  expectFailure,
  freshAddress,
  login,
  merchantFactory,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('envelope failures against the source limit on $name', (kind) => {
  const merchant = merchantFactory({ envelope: 'aes-gcm' });
  const { max } = LIMITS.loginPerSource;

  const seal = () => sealBody(t.app, sealedEcho, ECHO_PAYLOAD, { host: merchant.hosts[0]! });
  const bogus = async (): Promise<SealedPayload> => {
    const sealed = await seal();
    const { value } = JSON.parse(sealed.payload) as { value: string };
    return { ...sealed, payload: JSON.stringify({ value: flipBase64(value) }) };
  };
  const post = (sealed: SealedPayload, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: sealedEcho.path,
      remoteAddress: ip,
      headers: { host: merchant.hosts[0]!, ...sealed.headers },
      payload: sealed.payload,
    });
  const expectInvalid = async (sealed: SealedPayload, ip: string) =>
    expect(envelopeFailureOf(await post(sealed, ip))).toEqual(ENVELOPE_INVALID);
  const expectLimited = async (sealed: SealedPayload, ip: string) =>
    expectFailure(await post(sealed, ip), 429, 'TOO_MANY_REQUEST_LOGIN');
  /** Counts the envelopes the server tried to open (each an RSA decryption). */
  const countOpens = () => vi.spyOn(EnvelopeOpener.prototype, 'open');

  const t = useTestApp(kind, { merchants: [merchant], setup: registerSealedEcho });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses a source over its limit before opening its envelope, and its sign-in too', async () => {
    const member = await signUp(t.app, merchant);
    const ip = freshAddress();
    const opens = countOpens();
    for (let i = 0; i < max; i += 1) await expectInvalid(await bogus(), ip);
    expect(opens).toHaveBeenCalledTimes(max);

    await expectLimited(await bogus(), ip);
    await expectLimited(await seal(), ip);
    expect(opens).toHaveBeenCalledTimes(max);
    expectFailure(await login(t.app, merchant, member, { ip }), 429, 'TOO_MANY_REQUEST_LOGIN');
    expect(opens).toHaveBeenCalledTimes(max);
    // Another source is not held up.
    expect((await post(await seal(), freshAddress())).json()).toMatchObject({ success: true });
  });

  it('opens at most the limit of a concurrent flood of bogus envelopes', async () => {
    const ip = freshAddress();
    const flood = await Promise.all(Array.from({ length: 2 * max }, bogus));
    const opens = countOpens();
    const answers = await Promise.all(flood.map((sealed) => post(sealed, ip)));
    const codes = answers.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    expect(codes.filter((code) => code === 'envelope_invalid')).toHaveLength(max);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUEST_LOGIN')).toHaveLength(max);
    expect(opens).toHaveBeenCalledTimes(max);
  });

  it('gives back the try of every envelope that opens', async () => {
    const ip = freshAddress();
    for (let i = 0; i < max - 1; i += 1) await expectInvalid(await bogus(), ip);
    for (let i = 0; i < 5; i += 1) {
      expect((await post(await seal(), ip)).json()).toMatchObject({ success: true });
    }
    await expectInvalid(await bogus(), ip);
    await expectLimited(await seal(), ip);
  });

  it('counts bogus envelopes against the /24 they come from', async () => {
    const network = (i: number) => `198.18.40.${(i % 200) + 1}`;
    for (let i = 0; i < LIMITS.loginPerNetwork.max; i += 1) {
      await expectInvalid(await bogus(), network(i));
    }
    const opens = countOpens();
    await expectLimited(await bogus(), network(LIMITS.loginPerNetwork.max));
    expect(opens).not.toHaveBeenCalled();
  });
});
