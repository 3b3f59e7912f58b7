import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  expectValue,
  merchantFactory,
  send,
  signInOperator,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { PROMO_NOW, promotionFile } from '../../test/promotion-fixtures.js';
import { runPromoCommand } from './promo-command.js';
import { importPromotionFiles, importRepositories } from '../promotions/index.js';

describe.each(testDatabases())('promotion files as import and export on $name', (kind) => {
  const merchant = merchantFactory({ languages: ['EN', 'FR', 'TH'] });
  const merchantsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promo-export-'));
  fs.mkdirSync(path.join(merchantsDir, 'promotions'));
  const fileOf = (code: string) => path.join(merchantsDir, 'promotions', `${code}.json`);
  afterAll(() => fs.rmSync(merchantsDir, { recursive: true }));
  const t = useTestApp(kind, () => ({
    merchants: [merchant],
    now: () => PROMO_NOW,
  }));
  let cookie: string;
  beforeAll(async () => {
    cookie = await signInOperator(t.app, merchant);
  });

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runPromoCommand(args, {
      db: t.database.db,
      defaultMerchant: merchant.code,
      merchantsDir,
      now: () => PROMO_NOW,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }
  const content = async () =>
    expectValue(
      await send(t.app, merchant, calls.opsContent, undefined, { headers: { cookie } }),
      calls.opsContent,
    );
  const renameWelcome = (title: Record<string, string>) =>
    send(
      t.app,
      merchant,
      calls.opsSavePromotion,
      {
        mode: 'update',
        id: 'welcome',
        category: 'new',
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2027-01-01T00:00:00Z',
        title,
        content: { EN: ['## Hello', '**Bold** text'] },
      },
      { headers: { cookie } },
    );
  const seedFile = () =>
    promotionFile({
      memberLabels: [],
      banners: [
        {
          id: 'spring',
          groupName: 'm_home',
          title: 'Spring',
          images: { EN: 'https://cdn.example/spring.png' },
          texts: { EN: { title: 'Spring cup', action: 'Play' } },
          linkageType: 'URL',
          linkage: '/m/home',
        },
      ],
    });

  it('an edited merchant keeps its edits on a plain import and at start; --replace replaces', async () => {
    fs.writeFileSync(fileOf(merchant.code), JSON.stringify(seedFile()));
    expect((await run('import', '--merchant', merchant.code)).code).toBe(0);
    expectValue(await renameWelcome({ EN: 'Edited in the console' }), calls.opsSavePromotion);

    const plain = await run('import', '--merchant', merchant.code);
    expect(plain.code).toBe(0);
    expect(plain.out).toEqual([
      `${merchant.code}: kept; its content was edited in the console since the last import (--replace replaces it).`,
    ]);
    expect((await content()).promotions[0]!.title).toEqual({ EN: 'Edited in the console' });
    const start = await importPromotionFiles(
      importRepositories(t.database.db),
      new Map([[merchant.code, seedFile()]]),
      PROMO_NOW,
    );
    expect(start.kept).toEqual([merchant.code]);
    expect((await content()).promotions[0]!.title).toEqual({ EN: 'Edited in the console' });

    const replaced = await run('import', '--merchant', merchant.code, '--replace');
    expect(replaced.out).toEqual([
      `${merchant.code}: loaded 5 promotions, 5 announcements, 3 VIP levels.`,
    ]);
    expect((await content()).promotions[0]!.title).toEqual({ EN: 'Welcome', FR: 'Bienvenue' });
    expect((await content()).banners.map((b) => b.id)).toEqual(['spring']);
    // Imported, not edited since: the next plain import applies again.
    expect((await run('import', '--merchant', merchant.code)).out[0]).toMatch(/: loaded /);
  });

  it('exports the content as a file that imports back to the same content', async () => {
    expectValue(
      await renameWelcome({ EN: 'Welcome back', TH: 'ยินดีต้อนรับกลับ' }),
      calls.opsSavePromotion,
    );
    await send(
      t.app,
      merchant,
      calls.opsSetContentEnabled,
      { kind: 'announcement', id: 'a-old', enabled: false },
      { headers: { cookie } },
    );
    const edited = await content();
    const out = path.join(merchantsDir, 'exported.json');
    expect(await run('export', '--merchant', merchant.code, '--out', out)).toEqual({
      code: 0,
      out: [`${merchant.code}: wrote ${out}.`],
      err: [],
    });
    const exported = fs.readFileSync(out, 'utf8');

    // Something else in between, then the export back in.
    fs.writeFileSync(fileOf(merchant.code), JSON.stringify(seedFile()));
    await run('import', '--merchant', merchant.code, '--replace');
    expect(await content()).not.toEqual(edited);
    fs.writeFileSync(fileOf(merchant.code), exported);
    expect((await run('check', '--merchant', merchant.code)).code).toBe(0);
    expect((await run('import', '--merchant', merchant.code, '--replace')).code).toBe(0);

    expect(await content()).toEqual(edited);
    await run('export', '--merchant', merchant.code, '--out', out);
    expect(fs.readFileSync(out, 'utf8')).toBe(exported);
    const shown = expectValue(
      await send(t.app, merchant, calls.promotionList, undefined, { headers: { language: 'TH' } }),
      calls.promotionList,
    );
    expect(shown.promotions.find((p) => p.id === 'welcome')?.title).toBe('ยินดีต้อนรับกลับ');
  });

  it('refuses --replace and --out where they mean nothing', async () => {
    expect((await run('export', '--replace')).code).toBe(2);
    expect((await run('import', '--out', 'x.json')).code).toBe(2);
  });
});
