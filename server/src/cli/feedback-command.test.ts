import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { FEEDBACK_USAGE, runFeedbackCommand } from './feedback-command.js';

describe.each(testDatabases())('npm run feedback -- list on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other] });

  async function feedback(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runFeedbackCommand(args, {
      db: t.database.db,
      defaultMerchant: undefined,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  it("lists a merchant's feedback newest first, one line each, and no other merchant's", async () => {
    const member = await signUp(t.app, merchant);
    for (const text of ['First thought', 'Second thought']) {
      expectValue(
        await send(
          t.app,
          merchant,
          calls.submitFeedback,
          { category: 'suggestion', text },
          { token: member.token },
        ),
        calls.submitFeedback,
      );
    }
    const run = await feedback('list', '--merchant', merchant.code);
    expect(run.code).toBe(0);
    expect(run.out).toHaveLength(2);
    expect(run.out[0]).toMatch(
      new RegExp(`^\\d+\\t\\S+Z\\t${member.username}\\tsuggestion\\t-\\tSecond thought$`),
    );
    expect(run.out[1]).toContain('First thought');
    expect((await feedback('list', '--merchant', other.code)).out).toEqual([
      `No feedback on merchant ${other.code}.`,
    ]);
    expect((await feedback('list', '--merchant', merchant.code, '--limit', '1')).out).toHaveLength(
      1,
    );
  });

  it('answers 1 for an unknown merchant and 2 for a usage mistake', async () => {
    expect(await feedback('list', '--merchant', 'nobody-here')).toMatchObject({ code: 1 });
    expect(await feedback('list')).toEqual({ code: 2, out: [], err: [FEEDBACK_USAGE] });
    expect(await feedback('delete', '--merchant', merchant.code)).toMatchObject({ code: 2 });
    expect(await feedback('list', '--limit', '0', '--merchant', merchant.code)).toMatchObject({
      code: 2,
    });
  });
});
