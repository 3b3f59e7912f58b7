import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  authed,
  expectValue,
  merchantFactory,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { SHORT_CACHE_TTL_MS } from '../core/db/short-cache.js';
import { AGENT_USAGE, runAgentCommand } from './agent-command.js';

describe.each(testDatabases())('npm run agent -- approve on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();

  /** Runs the command as the CLI does, with DEFAULT_MERCHANT set to the first merchant. */
  async function agent(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAgentCommand(args, {
      db: t.database.db,
      defaultMerchant: merchant.code,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }
  const infoOf = async (token: string, on = merchant) =>
    expectValue(await authed(t.app, on, token).get(calls.memberInfo), calls.memberInfo);
  const applicant = (on = merchant) => signUp(t.app, on, { agentApplication: true });

  const t = useTestApp(kind, { merchants: [merchant, other] });

  it('approves a pending application: the member becomes an agent (type 1)', async () => {
    const member = await applicant();
    expect(await infoOf(member.token)).toMatchObject({ type: 0, agentApplication: 'pending' });
    // Usernames compare case-insensitively, as at sign-in.
    const run = await agent('approve', member.username.toUpperCase());
    expect(run).toEqual({
      code: 0,
      out: [`Approved: ${member.username} on ${merchant.code} is now an agent (member type 1).`],
      err: [],
    });
    // The command writes the database as another process would; the server's member cache shows
    // the change within its second (SHORT_CACHE_TTL_MS).
    await expect
      .poll(() => infoOf(member.token), { timeout: 3 * SHORT_CACHE_TTL_MS })
      .toMatchObject({ type: 1, agentApplication: 'approved' });
  });

  it('takes the merchant from --merchant, before or after the username', async () => {
    const first = await applicant(other);
    const second = await applicant(other);
    expect((await agent('approve', first.username, '--merchant', other.code)).code).toBe(0);
    expect((await agent('--merchant', other.code, 'approve', second.username)).code).toBe(0);
    expect((await infoOf(first.token, other)).type).toBe(1);
    expect((await infoOf(second.token, other)).type).toBe(1);
  });

  it('says so and changes nothing for an unknown user', async () => {
    const run = await agent('approve', 'nobody_at_all');
    expect(run).toEqual({
      code: 1,
      out: [],
      err: [`No member "nobody_at_all" on merchant ${merchant.code}.`],
    });
  });

  it('leaves an already approved agent alone and exits 0', async () => {
    const member = await applicant();
    await agent('approve', member.username);
    const again = await agent('approve', member.username);
    expect(again.code).toBe(0);
    expect(again.out).toEqual([
      `${member.username} on ${merchant.code} is already an agent; nothing changed.`,
    ]);
    // The command writes the database as another process would; the server's member cache shows
    // the change within its second (SHORT_CACHE_TTL_MS).
    await expect
      .poll(() => infoOf(member.token), { timeout: 3 * SHORT_CACHE_TTL_MS })
      .toMatchObject({ type: 1, agentApplication: 'approved' });
  });

  it('refuses a member who never applied', async () => {
    const member = await signUp(t.app, merchant);
    const run = await agent('approve', member.username);
    expect(run.code).toBe(1);
    expect(run.err).toEqual([
      `${member.username} on ${merchant.code} has no pending agent application.`,
    ]);
    expect(await infoOf(member.token)).toMatchObject({ type: 0, agentApplication: 'none' });
  });

  it('finds no applicant on the wrong merchant, and approves nothing there', async () => {
    const member = await applicant(other);
    const run = await agent('approve', member.username);
    expect(run.code).toBe(1);
    expect(run.err).toEqual([`No member "${member.username}" on merchant ${merchant.code}.`]);
    expect(await infoOf(member.token, other)).toMatchObject({ agentApplication: 'pending' });
  });

  it('refuses a merchant that does not exist', async () => {
    const member = await applicant();
    const run = await agent('approve', member.username, '--merchant', 'no-such-merchant');
    expect(run).toEqual({ code: 1, out: [], err: ['Unknown merchant "no-such-merchant".'] });
    expect((await infoOf(member.token)).type).toBe(0);
  });

  it.each([
    [[]],
    [['approve']],
    [['promote', 'someone']],
    [['approve', 'someone', 'extra']],
    [['approve', 'someone', '--merchant']],
    [['approve', 'someone', '--merchant', '--other']],
  ])('prints the usage and exits 2 for %j', async (args) => {
    expect(await agent(...args)).toEqual({ code: 2, out: [], err: [AGENT_USAGE] });
  });
});
