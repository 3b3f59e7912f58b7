import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { calls, FORCE_LOGOUT_CODES, type CallDef } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  login,
  merchantFactory,
  PASSWORD,
  register,
  send,
  signUp,
  testDatabases,
  uniqueUsername,
  useTestApp,
} from '../../test/index.js';

/** Every member-only call of the contract: new calls are picked up as they are added. */
const memberCalls = (Object.entries(calls) as [string, CallDef][]).filter(
  ([, call]) => call.access === 'member',
);

type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
};

/**
 * A body built from the call's schema alone: required fields only, with plain sample values.
 * It may not satisfy every rule (patterns, handler checks); such calls need only not answer 401.
 */
function sampleOf(schema: z.ZodMiniType): unknown {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          // Optional and defaulted fields may be left out.
          .filter(([, field]) => !field._zod.optin)
          .map(([key, field]) => [key, sampleOf(field)]),
      );
    case 'string': {
      const check = (name: string) => def.checks?.find((c) => c._zod.def.check === name)?._zod.def;
      const length = Math.min(
        Math.max(10, check('min_length')?.minimum ?? 0),
        check('max_length')?.maximum ?? 10,
      );
      return 'Sample1234'.repeat(Math.ceil(length / 10)).slice(0, length);
    }
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'array':
      return [];
    default:
      return null;
  }
}

const bodyOf = (call: CallDef) => (call.body ? sampleOf(call.body) : undefined);

describe.each(testDatabases())('tenant isolation on $name', (kind) => {
  const merchantA = merchantFactory();
  const merchantB = merchantFactory();
  const hostB = merchantB.hosts[0]!;

  const stillSignedIn = async (token: string) =>
    expectValue(
      await send(t.app, merchantA, calls.memberInfo, undefined, { token }),
      calls.memberInfo,
    );

  const t = useTestApp(kind, { merchants: [merchantA, merchantB] });

  it('finds the member calls of the contract', () => {
    expect(memberCalls.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'memberInfo',
        'sessionLogout',
        'changePassword',
        'memberPromotions',
        'promoCodeEnable',
        'claimPromotion',
        'rankProgress',
        'fcmBind',
      ]),
    );
  });

  describe.each(memberCalls)('%s', (_name, call) => {
    it('answers 401 customer.not.login without a token', async () => {
      const response = await send(t.app, merchantA, call, bodyOf(call));
      expectFailure(response, 401, 'customer.not.login');
    });

    it("answers 401 to merchant A's token on merchant B, and leaves A's session alone", async () => {
      const { token } = await signUp(t.app, merchantA);
      const onHost = await send(t.app, merchantB, call, bodyOf(call), { token });
      expectFailure(onHost, 401, 'customer.not.login');
      const onSubdomain = await send(t.app, merchantB, call, bodyOf(call), {
        token,
        host: `aff1.${hostB}`,
      });
      expectFailure(onSubdomain, 401, 'customer.not.login');
      const byHeader = await send(t.app, merchantA, call, bodyOf(call), {
        token,
        headers: { merchant: merchantB.code },
      });
      expectFailure(byHeader, 401, 'customer.not.login');
      await stillSignedIn(token);
    });

    it("accepts merchant A's token on merchant A", async () => {
      const { token } = await signUp(t.app, merchantA);
      const response = await send(t.app, merchantA, call, bodyOf(call), { token });
      expect(response.statusCode, response.body).not.toBe(401);
      const answer = response.json() as { success: boolean; errorCode?: string };
      expect(typeof answer.success).toBe('boolean');
      expect(FORCE_LOGOUT_CODES).not.toContain(answer.errorCode);
      if (!call.body) expect(answer.success, response.body).toBe(true);
    });
  });

  it('a member of merchant A cannot sign in on merchant B', async () => {
    const member = await signUp(t.app, merchantA);
    expectFailure(await login(t.app, merchantB, member), 200, 'login.cred.err');
    expectValue(await login(t.app, merchantA, member), calls.sessionLogin);
  });

  it('the same username registers on both merchants independently', async () => {
    const username = uniqueUsername('twin');
    const onA = await signUp(t.app, merchantA, { username });
    const passwordB = 'Other-test-Pa55%';
    const onB = expectValue(
      await register(t.app, merchantB, { username, password: passwordB }),
      calls.memberRegister,
    );
    expect(onB.id).not.toBe(onA.id);
    expectFailure(
      await login(t.app, merchantA, { username, password: passwordB }),
      200,
      'login.cred.err',
    );
    expectFailure(
      await login(t.app, merchantB, { username, password: PASSWORD }),
      200,
      'login.cred.err',
    );
    const tokenB = expectValue(
      await login(t.app, merchantB, { username, password: passwordB }),
      calls.sessionLogin,
    ).token;
    const infoB = await send(t.app, merchantB, calls.memberInfo, undefined, { token: tokenB });
    expect(expectValue(infoB, calls.memberInfo).id).toBe(onB.id);
    expect((await stillSignedIn(onA.token)).id).toBe(onA.id);
  });
});
