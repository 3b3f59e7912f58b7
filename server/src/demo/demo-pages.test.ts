import { beforeAll, describe, expect, it } from 'vitest';
import { calls, UI_LANGUAGES } from '@lobby/contract';
import { DEMO_PAGE_TEXTS } from './demo-page-texts.js';
import { demoMoney } from './demo-rounds.js';
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

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('the demo game pages’ words', () => {
  it.each(UI_LANGUAGES)('%s has every text, with English’s placeholders', (language) => {
    const texts = DEMO_PAGE_TEXTS[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(DEMO_PAGE_TEXTS.EN).sort());
    for (const [key, english] of Object.entries(DEMO_PAGE_TEXTS.EN)) {
      const text = texts[key as keyof typeof texts];
      expect(text, `${language} ${key}`).toBeTruthy();
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
    }
    if (language !== 'EN') expect(texts.spin).not.toBe(DEMO_PAGE_TEXTS.EN.spin);
  });
});

describe.each(testDatabases())('the demo game page on $name', (kind) => {
  const { slot, elotto } = LAUNCH_GAMES;
  const merchant = merchantFactory();
  const host = merchant.hosts[0]!;
  const t = useTestApp(kind, { merchants: [merchant] });
  beforeAll(async () => {
    await addLaunchGames(t.database, merchant.code);
  });

  const open = async (member: TestMember, gameId: string, language: string) => {
    const launch = expectValue(
      await send(t.app, merchant, calls.launchGame, { gameId, language }, { token: member.token }),
      calls.launchGame,
    );
    const address = new URL(launch.url);
    const page = await t.app.inject({ url: address.pathname + address.search, headers: { host } });
    expect(page.statusCode).toBe(200);
    return page.body;
  };

  it('is drawn in the launch’s language and direction, and shows the balance before the first spin', async () => {
    const member = await signUp(t.app, merchant);
    await new WalletRepository(t.database.db).post({
      merchantCode: merchant.code,
      memberId: Number(member.id),
      kind: 'deposit',
      amount: 123_450,
      reference: `fund-${member.id}`,
    });
    const russian = await open(member, slot.id, 'RU');
    expect(russian).toMatch(/<html lang="ru" dir="ltr">/);
    expect(russian).toContain('>Крутить</button>');
    expect(russian).toContain('Баланс <output id="balance" data-testid="balance">');
    const balance = demoMoney(merchant, 'RU')(123_450);
    expect(russian).toContain(`data-testid="balance"><bdi>${balance}</bdi></output>`);

    const urdu = await open(member, slot.id, 'UR');
    expect(urdu).toMatch(/<html lang="ur" dir="rtl">/);
    expect(urdu).toContain('>اسپن کریں</button>');
    // The page's own Back is hidden inside the member centre's frame, whose bar has one.
    expect(urdu).toContain('<script src="/vendor/demo/frame.js"></script>');
  });

  it('draws a lottery in the lottery language it was launched with', async () => {
    const member = await signUp(t.app, merchant);
    const japanese = await open(member, elotto.id, 'JA');
    expect(japanese).toMatch(/<html lang="ja" dir="ltr">/);
    expect(japanese).toContain('>クイックピック</button>');
  });

  it('says a link expired in the browser’s language, else the merchant’s default', async () => {
    const expired = (headers: Record<string, string>) =>
      t.app.inject({ url: '/vendor/demo/play?t=garbage', headers: { host, ...headers } });
    const thai = await expired({ 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' });
    expect(thai.statusCode).toBe(403);
    expect(thai.body).toMatch(/<html lang="th" dir="ltr">/);
    expect(thai.body).toContain('ลิงก์เกมหมดอายุแล้ว');
    const none = await expired({});
    expect(none.body).toContain(`<html lang="${merchant.defaultLanguage.toLowerCase()}"`);
  });
});
