import { expect, test, type Page, type TestInfo } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORAGE_KEYS } from '@lobby/contract';
import { registerThroughUi, storedSession, uniqueUsername } from './support/accounts';
import { collectErrors, horizontalOverflow, snap, splashGone } from './support/app';
import { demoSlotRound } from './support/demo-wallet';

// Issue 31 and issue 30 point 4, as a new player meets them: a deposit bonus claimed, taken with
// a deposit, wagered on the demo slot until it converts; the promo code credits once.

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src/locales');
const messages = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, `${code}.json`), 'utf8')) as Record<string, string>;

/** ₱1,234.56 (the demo merchant's pesos, in English) as minor units. */
const pesos = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const asPesos = (minor: number) =>
  `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
/** An amount as sentences carry it: in first-strong isolates (lib/wallet-balance.ts). */
const iso = (text: string) => `\u2068${text}\u2069`;
/** Text without the isolates amounts carry inside sentences. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

/** A member call made with the page's session, as the app makes it. */
async function memberCall<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => {
    const session = JSON.parse(sessionStorage.getItem('lobby.session') ?? '{}') as {
      token?: string;
    };
    const response = await fetch(address, { headers: { Authorization: session.token ?? '' } });
    return ((await response.json()) as { value: unknown }).value;
  }, url) as Promise<T>;
}

interface HeldBonus {
  id: string;
  state: string;
  balance: number;
  wagered: number;
  required: number;
}
const heldBonuses = async (page: Page) =>
  (await memberCall<{ bonuses: HeldBonus[] }>(page, '/wps/member/bonuses')).bonuses.filter(
    (bonus) => bonus.state === 'active' || bonus.state === 'queued',
  );

/** The header's split, opened: cash, bonus and withdrawable as minor units. */
async function split(page: Page) {
  const amount = page.getByTestId('header-balance');
  if ((await amount.getAttribute('aria-expanded')) !== 'true') await amount.click();
  const group = page.getByRole('group', { name: 'Balance details' });
  await expect(group.getByTestId('split-cash')).not.toHaveText('–');
  const read = async (id: string) => pesos((await group.getByTestId(id).textContent()) ?? '');
  const values = {
    cash: await read('split-cash'),
    bonus: await read('split-bonus'),
    withdrawable: await read('split-withdrawable'),
  };
  await amount.click();
  return values;
}

/** Everything on the page that overflows a narrow phone: the page sideways, or a label. */
function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const labels = document.querySelectorAll<HTMLElement>('button, a.button, label, h2, p');
    const overflowing = Array.from(labels)
      .filter(
        (element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.textContent?.trim());
    return { overflowing, wide: document.documentElement.scrollWidth > window.innerWidth };
  });
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await snap(page, testInfo, name);
}

interface Offer {
  promotionId: string;
  percent: number;
  cap: number;
  minDeposit: number;
  wagerMultiple: number;
  maxBet: number | null;
}

/** The signed-in member's id, as a vendor names the player. */
const memberId = async (page: Page) =>
  (JSON.parse((await storedSession(page)) ?? '{}') as { id: string }).id;

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a deposit bonus: claimed, chosen with a deposit, wagered on the demo slot until it converts; progress moves and the cash rises', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await registerThroughUi(page, uniqueUsername('bonus'));

    // The welcome bonus: the claim says it comes with the next deposit, under the title.
    await page.goto('/m/activity?id=1');
    await splashGone(page);
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    const answer = page.getByTestId('claim-answer');
    await expect(answer).toContainText('Claimed. Deposit at least');
    const title = page.getByRole('heading', { name: 'Welcome bonus 100%', level: 2 });
    await expect(title).toBeInViewport();
    expect((await answer.boundingBox())!.y).toBeGreaterThan((await title.boundingBox())!.y);
    await shoot(page, testInfo, 'claim-answer-360-EN');
    await answer.getByRole('link', { name: 'Deposit now' }).click();
    await expect(page).toHaveURL('/m/wallet/deposit?bonus=1');

    // The deposit page has it chosen and says what this deposit brings.
    const { offers } = await memberCall<{ offers: Offer[] }>(
      page,
      '/wps/member/bonuses/deposit-offers',
    );
    const offer = offers.find((entry) => entry.promotionId === '1')!;
    const deposit = offer.minDeposit;
    const bonus = Math.min(offer.cap, Math.floor((deposit * offer.percent) / 100));
    const required = bonus * offer.wagerMultiple;
    const choice = page.getByTestId('bonus-choice');
    await expect(choice.getByRole('radio', { name: /Welcome bonus 100%/ })).toBeChecked();
    await expect(choice.getByRole('radio', { name: 'No bonus' })).not.toBeChecked();
    await page.getByLabel('Amount').fill(String(deposit / 100));
    await expect(page.getByTestId('bonus-preview')).toHaveText(
      `With this deposit: ${iso(asPesos(bonus))} bonus, ${iso(asPesos(required))} to wager.`,
    );
    await shoot(page, testInfo, 'deposit-choice-360-EN');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByTestId('deposit-result')).toContainText('Deposit received');

    // The header shows cash plus bonus; its split shows each, and only cash is withdrawable.
    await expect(page.getByTestId('header-balance')).toHaveText(asPesos(deposit + bonus));
    expect(await split(page)).toEqual({ cash: deposit, bonus, withdrawable: deposit });

    // The wallet lists the bonus with nothing wagered yet.
    await page.goto('/m/wallet/history');
    await splashGone(page);
    const card = page.getByTestId('active-bonus');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('bonus-balance')).toHaveText(asPesos(bonus));
    await expect(card.getByTestId('bonus-progress')).toHaveText(
      `Wagered ${iso('₱0.00')} of ${iso(asPesos(required))} (0%)`,
    );
    await shoot(page, testInfo, 'wallet-bonus-360-EN');

    // One spin of the demo slot (cash goes first) moves the progress.
    await page.goto('/m/game?gameId=rng-dragon-fortune');
    const game = page.frameLocator('iframe');
    await game.getByTestId('spin').click({ timeout: 15_000 });
    await expect(game.getByTestId('win-message')).toHaveText(/You won|No win/);
    await page.goto('/m/wallet/history');
    await expect(card.getByTestId('bonus-progress')).not.toHaveText(/^Wagered \u2068₱0\.00\u2069 /);
    await expect(card.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');

    // Round after round, through the slot's own wallet calls, until the wagering is met. Each round
    // stakes cash only and wins its stake back, so the bonus money stays whole and turns into cash.
    const [held] = await heldBonuses(page);
    const start = await split(page);
    expect(start.bonus).toBe(held!.balance);
    const customerId = await memberId(page);
    let last = { balance: start.cash + start.bonus, bonusBalance: start.bonus };
    let cashBefore = start.cash;
    for (let played = 0; last.bonusBalance > 0 && played < 200; played += 1) {
      cashBefore = last.balance - last.bonusBalance;
      const stake = Math.min(offer.maxBet ?? cashBefore, cashBefore);
      last = await demoSlotRound(page.request, {
        merchant: 'demo',
        customerId,
        gameId: 'rng-dragon-fortune',
        bet: stake,
        win: stake,
      });
    }
    expect(last.bonusBalance).toBe(0);
    expect(await heldBonuses(page)).toEqual([]);
    // The bonus's whole balance became cash.
    expect(last.balance - cashBefore).toBe(held!.balance);

    await page.goto('/m/wallet/history');
    await expect(page.getByText('No active bonus. Claim a promotion to get one.')).toBeVisible();
    const converted = page
      .getByTestId('wallet-entry')
      .filter({ hasText: 'Bonus converted to cash' })
      .and(page.locator('[data-account="cash"]'));
    await expect(converted).toContainText(`+${asPesos(held!.balance)}`);
    await expect(page.getByTestId('header-balance')).toHaveText(asPesos(last.balance));
    expect(await split(page)).toEqual({
      cash: last.balance,
      bonus: 0,
      withdrawable: last.balance,
    });
    expect(errors).toEqual([]);
  });
});

test.describe('at 360 px, the promo code', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('LUCKY2026 credits its bonus once, says how much and what it requires; a second try is refused', async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    await registerThroughUi(page, uniqueUsername('code'));
    await page.goto('/m/activity?id=6');
    await splashGone(page);
    const input = page.getByRole('textbox', { name: 'Promo code' });
    await input.fill('lucky2026');
    await page.getByRole('button', { name: 'Redeem' }).click();
    const answer = page.getByTestId('claim-answer');
    await expect(answer).toContainText(
      /^\u2068₱[\d,.]+\u2069 bonus credited\. Wager \u2068₱[\d,.]+\u2069 to turn it into cash\./,
    );
    const credited = pesos(plain(await answer.textContent()).split(' bonus')[0]!);
    await expect(page.getByTestId('header-balance')).toHaveText(asPesos(credited));
    expect(await split(page)).toEqual({ cash: 0, bonus: credited, withdrawable: 0 });
    await shoot(page, testInfo, 'promo-code-answer-360-EN');

    await input.fill('LUCKY2026');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByTestId('claim-refusal')).toHaveText(
      'You have already claimed this promotion.',
    );
    await expect(page.getByTestId('header-balance')).toHaveText(asPesos(credited));
    expect(await heldBonuses(page)).toHaveLength(1);
    // Member home lists it too; the header's split shows it beside the cash.
    await page.goto('/m/member/home');
    await splashGone(page);
    await expect(page.getByTestId('active-bonus').getByTestId('bonus-balance')).toHaveText(
      asPesos(credited),
    );
    await page.getByTestId('header-balance').click();
    await expect(page.getByRole('group', { name: 'Balance details' })).toBeVisible();
    await shoot(page, testInfo, 'member-home-split-360-EN');
    // The browser logs the refused claim's 409 itself; nothing else went wrong.
    expect(errors.filter((line) => !line.includes('status of 409'))).toEqual([]);
  });
});

test.describe('at 360 px, promotions earned by an action', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('carry the button that does it: the download page, the invite page', async ({ page }) => {
    await page.goto('/m/activity?id=2');
    await splashGone(page);
    await page.getByRole('link', { name: 'Download the app' }).click();
    await expect(page).toHaveURL('/m/download');
    await page.goto('/m/activity?id=4');
    await splashGone(page);
    await page.getByRole('link', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL('/m/inviteFriends');
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  for (const code of ['RU', 'TA', 'JA', 'UR']) {
    test(`in ${code}: a claim and a second claim say what happened, in ${code}, without overflowing`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const words = messages(code);
      await registerThroughUi(page, uniqueUsername(`c${code}`));
      await page.evaluate(([key, language]) => localStorage.setItem(key, language), [
        STORAGE_KEYS.language,
        code,
      ] as const);
      const problems: string[] = [];
      const check = async (screen: string) => {
        await shoot(page, testInfo, `${screen}-320-${code}`);
        const measured = await measureOverflow(page);
        if (measured.wide || (await horizontalOverflow(page)) > 0) {
          problems.push(`${screen}: the page is wider than the phone`);
        }
        if (measured.overflowing.length > 0) {
          problems.push(`${screen}: overflows ${JSON.stringify(measured.overflowing)}`);
        }
      };

      // The welcome bonus: claimed, the answer in the language, under the title.
      await page.goto('/m/activity?id=1');
      await splashGone(page);
      if (code === 'UR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByRole('button', { name: words['promo.claim'], exact: true }).click();
      const answer = page.getByTestId('claim-answer');
      const opening = words['bonus.claimNextDeposit']!.split('{{')[0]!.trim();
      await expect(answer).toContainText(opening);
      await expect(answer.getByRole('link', { name: words['bonus.depositNow'] })).toBeVisible();
      const title = await page.locator('#promo-title').boundingBox();
      const said = await answer.boundingBox();
      expect(said!.y).toBeGreaterThanOrEqual(title!.y + title!.height);
      await check('claim');

      // The deposit page it leads to, with the bonus chosen and what this deposit brings.
      await answer.getByRole('link', { name: words['bonus.depositNow'] }).click();
      await expect(page).toHaveURL('/m/wallet/deposit?bonus=1');
      await expect(page.getByTestId('bonus-choice').getByRole('radio').first()).toBeChecked();
      await page.locator('#deposit-amount').fill('500');
      await expect(page.getByTestId('bonus-preview')).toBeVisible();
      await check('deposit-choice');

      // A second claim: the page says it was claimed already.
      await page.goto('/m/activity?id=1');
      await splashGone(page);
      await expect(page.getByTestId('claim-answer')).toHaveText(words['promo.alreadyClaimed']!);
      await expect(
        page.getByRole('button', { name: words['promo.claim'], exact: true }),
      ).toHaveCount(0);
      await check('second-claim');

      // The promo code: credited, then refused the second time.
      await page.goto('/m/activity?id=6');
      await splashGone(page);
      const input = page.locator('#promo-code-input');
      await input.fill('LUCKY2026');
      await page.getByRole('button', { name: words['promo.redeem'] }).click();
      await expect(page.getByTestId('claim-answer')).toBeVisible();
      await input.fill('LUCKY2026');
      await page.getByRole('button', { name: words['promo.redeem'] }).click();
      await expect(page.getByTestId('claim-refusal')).toHaveText(words['promo.alreadyClaimed']!);
      await check('code-second-claim');

      // The wallet with the credited bonus, at 320 px in the language.
      await page.goto('/m/wallet/history');
      await splashGone(page);
      await expect(page.getByTestId('active-bonus')).toHaveCount(1);
      await check('wallet-bonus');
      expect(problems).toEqual([]);
    });
  }
});
