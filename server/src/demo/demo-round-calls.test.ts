import { beforeAll, describe, expect, it } from 'vitest';
import { calls, type LaunchValue } from '@lobby/contract';
import { DEMO_BET } from './demo-rounds.js';
import { WalletRepository } from '../wallet/wallet-repository.js';
import { addLaunchGames, LAUNCH_GAMES } from '../../test/game-fixtures.js';
import {
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

const { slot, elotto } = LAUNCH_GAMES;

interface RoundAnswer {
  ok: boolean;
  reason?: string;
  bet?: number;
  win?: number;
  balance?: number;
  symbols?: string[];
  drawn?: number[];
  text?: { balance: string; bet: string; win: string };
}

describe.each(testDatabases())(
  'demo vendor rounds through the seamless wallet on $name',
  (kind) => {
    const merchant = merchantFactory();
    const host = merchant.hosts[0]!;
    const t = useTestApp(kind, { merchants: [merchant], listen: true });

    beforeAll(async () => {
      await addLaunchGames(t.database, merchant.code);
    });

    const repository = () => new WalletRepository(t.database.db);
    const fund = (member: TestMember, amount: number) =>
      repository().post({
        merchantCode: merchant.code,
        memberId: Number(member.id),
        kind: 'deposit',
        amount,
        reference: `fund-${member.id}-${amount}`,
      });
    const balanceOf = (member: TestMember) =>
      repository().balance(merchant.code, Number(member.id));

    /** Opens the launched game page as its frame would, and reads the round token it carries. */
    const roundTokenOf = async (launch: LaunchValue) => {
      const address = new URL(launch.url);
      const page = await t.app.inject({
        url: address.pathname + address.search,
        headers: { host },
      });
      expect(page.statusCode).toBe(200);
      return /data-round-token="([^"]+)"/.exec(page.body)![1]!;
    };
    const launchFor = async (member: TestMember, gameId: string = slot.id) =>
      roundTokenOf(
        expectValue(
          await send(t.app, merchant, calls.launchGame, { gameId }, { token: member.token }),
          calls.launchGame,
        ),
      );
    const play = async (token: string, extra: object = {}) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/vendor/demo/round',
        headers: { host, 'content-type': 'application/json' },
        payload: JSON.stringify({ token, ...extra }),
      });
      return { status: response.statusCode, answer: response.json() as RoundAnswer };
    };

    it('a slot round bets from the wallet and pays any win into it', async () => {
      const member = await signUp(t.app, merchant);
      await fund(member, 50_000);
      const token = await launchFor(member);
      let expected = 50_000;
      for (let round = 0; round < 5; round += 1) {
        const { status, answer } = await play(token);
        expect(status).toBe(200);
        expect(answer).toMatchObject({ ok: true, bet: DEMO_BET });
        expect(answer.symbols).toHaveLength(3);
        expected += answer.win! - DEMO_BET;
        expect(answer.balance).toBe(expected);
        expect(answer.text!.balance).toBe(
          `₱${(expected / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
        );
      }
      expect(await balanceOf(member)).toBe(expected);
      const { entries } = await repository().entries(merchant.code, Number(member.id), {
        kinds: ['bet'],
        limit: 10,
        offset: 0,
      });
      expect(entries).toHaveLength(5);
      expect(entries.every((entry) => entry.reference.startsWith('vendor:demo:bet:'))).toBe(true);
    });

    it('answers insufficient funds when the balance cannot cover the bet', async () => {
      const member = await signUp(t.app, merchant);
      await fund(member, DEMO_BET - 1);
      const { status, answer } = await play(await launchFor(member));
      expect(status).toBe(409);
      expect(answer).toMatchObject({ ok: false, reason: 'insufficient_funds' });
      expect(await balanceOf(member)).toBe(DEMO_BET - 1);
    });

    it('a lottery draw bets six picks and refuses anything else', async () => {
      const member = await signUp(t.app, merchant);
      await fund(member, 10_000);
      const token = await launchFor(member, elotto.id);
      expect((await play(token, { picks: [1, 2, 3] })).status).toBe(400);
      expect((await play(token, { picks: [1, 1, 2, 3, 4, 5] })).status).toBe(400);
      const { status, answer } = await play(token, { picks: [1, 2, 3, 4, 5, 6] });
      expect(status).toBe(200);
      expect(answer.drawn).toHaveLength(6);
      expect(await balanceOf(member)).toBe(10_000 - DEMO_BET + answer.win!);
    });

    it('a trial round plays with play money and never touches a wallet', async () => {
      const member = await signUp(t.app, merchant);
      await fund(member, 5_000);
      const trial = expectValue(
        await send(t.app, merchant, calls.trialLaunch, { gameId: slot.id }),
        calls.trialLaunch,
      );
      const token = await roundTokenOf(trial);
      const first = await play(token);
      expect(first.answer).toMatchObject({ ok: true });
      expect(first.answer.balance).toBe(100_000 - DEMO_BET + first.answer.win!);
      const second = await play(token, { playMoney: first.answer.balance });
      expect(second.answer.balance).toBe(first.answer.balance! - DEMO_BET + second.answer.win!);
      expect(await balanceOf(member)).toBe(5_000);
      const rows = await t.database.db
        .selectFrom('wallet_entries')
        .select('reference')
        .where('merchant_code', '=', merchant.code)
        .where('kind', 'in', ['bet', 'win'])
        .execute();
      expect(rows.every((row) => !row.reference.includes('trial'))).toBe(true);
    });

    it('refuses a round without a valid token of this merchant', async () => {
      const { status, answer } = await play('not-a-token');
      expect(status).toBe(403);
      expect(answer).toMatchObject({ ok: false, reason: 'expired' });
    });
  },
);
