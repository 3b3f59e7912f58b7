import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS, toBcp47, UI_LANGUAGES } from '@lobby/contract';
import { LANGUAGE_NAMES } from '../web/src/components/language-names';
import { registerThroughUi, uniqueUsername } from './support/accounts';
import { bottomNav, splashGone } from './support/app';
import { REPO_ROOT } from './support/environment';

test.use({ viewport: { width: 320, height: 720 } });
// The tests share nothing: the two workers take them side by side.
test.describe.configure({ mode: 'parallel' });

/** Screenshots a person looks at: long words, a South Indian script, CJK and Latin-script Urdu. */
const PHOTOGRAPHED: readonly string[] = ['RU', 'TA', 'JA', 'UR-LA'];

/** What the narrowest phone shows of the shell, measured in the page. */
function measureShell(page: Page) {
  return page.evaluate(() => {
    const logo = document.querySelector('.header .logo')!.getBoundingClientRect();
    const logoMin = parseFloat(
      getComputedStyle(document.documentElement).getPropertyValue('--logo-min-w'),
    );
    const tabs = Array.from(document.querySelectorAll('.bottom-nav .nav-item')).map((tab) => {
      const box = tab.getBoundingClientRect();
      return { left: Math.floor(box.left), right: Math.ceil(box.right) };
    });
    const labels = document.querySelectorAll<HTMLElement>('button, a.button, .nav-item span');
    const overflowing = Array.from(labels)
      .filter(
        (element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth,
      )
      .map((element) => element.textContent?.trim());
    return { logoWidth: logo.width, logoMin, tabs, overflowing, width: window.innerWidth };
  });
}

const messages = (code: string) =>
  JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'web', 'src', 'locales', `${code}.json`), 'utf8'),
  ) as Record<string, string>;

/**
 * Switches the app's language as a visitor does, from the header's language sheet: in the page,
 * without a new load. Answers once the shell is drawn in it (the bottom bar's first tab reads
 * the language's own word for home).
 */
async function switchLanguage(page: Page, from: string, to: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: messages(from)['language.choose']!, exact: true })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: LANGUAGE_NAMES[to]!, exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(to));
  // The bar's own name is translated too: found by its class, as measureShell finds it.
  await expect(page.locator('.bottom-nav .nav-item').first()).toContainText(
    messages(to)['nav.home']!,
  );
}

/** The 28 languages in four groups of seven, one test each, so the two workers share them. */
const LANGUAGE_GROUPS = [0, 1, 2, 3].map((group) =>
  UI_LANGUAGES.filter((_, index) => index % 4 === group),
);

for (const languages of LANGUAGE_GROUPS) {
  test(`at 320 px every language keeps the logo, all five tabs and every button label whole (${languages.join(', ')})`, async ({
    page,
  }, testInfo) => {
    // One page: the languages follow one another from the header's sheet, as a visitor's would.
    test.slow();
    expect(LANGUAGE_GROUPS.flat().sort()).toEqual([...UI_LANGUAGES].sort());
    const problems: string[] = [];
    await page.goto('/m/home');
    await splashGone(page);
    let current = 'EN';
    for (const code of languages) {
      if (code !== current) await switchLanguage(page, current, code);
      current = code;
      await expect(page.locator('.game-card').first()).toBeVisible();
      const shell = await measureShell(page);
      if (shell.logoWidth < shell.logoMin - 0.5) {
        problems.push(`${code}: logo ${shell.logoWidth} px, under ${shell.logoMin} px`);
      }
      if (shell.tabs.length !== 5 || shell.tabs.some((t) => t.left < 0 || t.right > shell.width)) {
        problems.push(`${code}: tabs ${JSON.stringify(shell.tabs)} outside ${shell.width} px`);
      }
      if (shell.overflowing.length > 0) {
        problems.push(`${code}: labels overflow ${JSON.stringify(shell.overflowing)}`);
      }
      if (PHOTOGRAPHED.includes(code)) {
        // What the phone shows, not the whole page: the header, the first lanes and the bar.
        const file = testInfo.outputPath(`home-320-${code}.png`);
        await page.screenshot({ scale: 'css', path: file, animations: 'disabled' });
        await testInfo.attach(`home-320-${code}`, { path: file, contentType: 'image/png' });
      }
    }
    expect(problems).toEqual([]);
    // The last language chosen is the one kept, as a fresh load of the page shows.
    await page.reload();
    await splashGone(page);
    await expect(page.locator('html')).toHaveAttribute('lang', toBcp47(current));
  });
}

test('the language sheet sits above the bottom navigation, which is inert under it', async ({
  page,
}) => {
  await page.goto('/m/home');
  await splashGone(page);
  const nav = bottomNav(page);
  await expect(nav).not.toHaveAttribute('inert');
  await page.getByRole('banner').getByRole('button', { name: 'Choose language' }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose language' });
  await expect(sheet).toBeVisible();
  await expect(nav).toHaveAttribute('inert');

  // What a finger on the bar would touch is the sheet, not the bar.
  const navBox = (await nav.boundingBox())!;
  const touched = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="dialog"], nav')?.tagName,
    [navBox.x + navBox.width / 2, navBox.y + navBox.height / 2] as const,
  );
  expect(touched).toBe('DIV');

  // The last row and Cancel are reachable and work.
  const lastRow = sheet.getByRole('listitem').last().getByRole('button');
  await lastRow.scrollIntoViewIfNeeded();
  await expect(lastRow).toBeInViewport();
  const cancel = sheet.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeInViewport();
  await cancel.click();
  await expect(sheet).toHaveCount(0);
  await expect(nav).not.toHaveAttribute('inert');
});

/** What overflows a 320 px phone: the page sideways, or a button's or label's text. */
function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const labels = document.querySelectorAll<HTMLElement>('button, a.button, label, .segment span');
    const overflowing = Array.from(labels)
      .filter(
        (element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.textContent?.trim());
    const wide = document.documentElement.scrollWidth > window.innerWidth;
    return { overflowing, wide };
  });
}

test('the reset by email, the reset link page, the email card and the deposit form fit 320 px in Russian, Tamil, Japanese and Urdu', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const check = async (code: string, screen: string) => {
    const measured = await measureOverflow(page);
    if (measured.wide) problems.push(`${code} ${screen}: the page is wider than the phone`);
    if (measured.overflowing.length > 0) {
      problems.push(`${code} ${screen}: labels overflow ${JSON.stringify(measured.overflowing)}`);
    }
    const file = testInfo.outputPath(`${screen}-320-${code}.png`);
    await page.screenshot({ scale: 'css', path: file, animations: 'disabled', fullPage: true });
    await testInfo.attach(`${screen}-320-${code}`, { path: file, contentType: 'image/png' });
  };
  await registerThroughUi(page, uniqueUsername('w320'));
  for (const code of ['RU', 'TA', 'JA', 'UR']) {
    await page.evaluate(([key, language]) => localStorage.setItem(key, language), [
      STORAGE_KEYS.language,
      code,
    ] as const);
    // The demo merchant registers by username: the emailed link is its one way.
    await page.goto('/m/forgotPsw');
    await splashGone(page);
    await expect(page.locator('#reset-account')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Reset password');
    await check(code, 'forgot-email');

    await page.goto('/m/resetPassword#token=layout-check');
    await splashGone(page);
    await expect(page.locator('#reset-link-password')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Reset password');
    await check(code, 'reset-link');

    await page.goto('/m/member/home');
    await splashGone(page);
    await page.locator('.email-settings button').click();
    await expect(page.locator('#member-email')).toBeVisible();
    await page.locator('.email-settings').scrollIntoViewIfNeeded();
    await check(code, 'email-card');

    // The deposit form with the amount it read, then with a refusal in its place.
    await page.goto('/m/wallet/deposit');
    await splashGone(page);
    const amount = page.locator('#deposit-amount');
    await amount.fill('1234');
    await expect(page.getByTestId('amount-preview')).not.toBeEmpty();
    await check(code, 'deposit-read');
    await amount.fill('50.000');
    await page.locator('.wallet-form button[type="submit"]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await check(code, 'deposit-refused');
  }
  expect(problems).toEqual([]);
});
