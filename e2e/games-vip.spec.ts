import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { formatNumber, STORAGE_KEYS, type VipConditionKind } from '@lobby/contract';
import { DEMO, storedSession, registerThroughUi, uniqueUsername } from './support/accounts';
import { horizontalOverflow, snap, splashGone } from './support/app';
import { REPO_ROOT } from './support/environment';
import { expect, test } from './support/signed-in';

/** Checked at every width: a long Cyrillic and a tall South Indian script. */
const CHECKED = ['RU', 'TA'] as const;
/** Photographed at 320 px for a person to look at. */
const PHOTOGRAPHED = ['RU', 'TA', 'JA', 'UR'] as const;

const messages = (code: string) =>
  JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'web', 'src', 'locales', `${code}.json`), 'utf8'),
  ) as Record<string, string>;
const demoLevels = (
  JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'merchants', 'promotions', 'demo.json'), 'utf8'),
  ) as { vipLevels: { labelId: string; labelName: Record<string, string> }[] }
).vipLevels;
const levelName = (labelId: string, code: string) =>
  demoLevels.find((level) => level.labelId === labelId)!.labelName[code]!;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** A count as the language writes it (its own digits where it has them). */
const localNumber = (value: number, code: string) => String(formatNumber(value, 0, code));

/**
 * The condition rows inside `scope`, in order: each named in the language, with the window it
 * counts over, and met or not as expected.
 */
async function expectConditions(
  scope: Locator,
  code: string,
  kinds: VipConditionKind[],
  met: string[],
) {
  const t = messages(code);
  const rows = scope.locator('.vip-condition');
  await expect(rows).toHaveCount(kinds.length);
  for (const [i, kind] of kinds.entries()) {
    await expect(rows.nth(i)).toHaveAttribute('data-kind', kind);
    await expect(rows.nth(i).locator('.vip-condition-name')).toHaveText(
      t[`vip.condition.${kind}`]!,
    );
    await expect(rows.nth(i)).toHaveAttribute('data-met', met[i]!);
    await expect(rows.nth(i).getByRole('progressbar')).toBeVisible();
  }
}

async function showIn(page: Page, code: string, url: string) {
  await page.evaluate(
    ([key, language]) => localStorage.setItem(key!, language!),
    [STORAGE_KEYS.language, code],
  );
  await page.goto(url);
  await splashGone(page);
}

/**
 * What covers the first cards' names: for each name, scrolled to the middle of the screen, the
 * element found at its box's four corners must be the name itself, and the Try pill must not
 * overlap it. Answers one line per problem.
 */
function coveredNames(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const cards = Array.from(document.querySelectorAll<HTMLElement>('.game-card'));
    const tried = cards.filter((card) => card.querySelector('.badge-try')).slice(0, 6);
    const checked = [...new Set([...cards.slice(0, 6), ...tried])];
    for (const card of checked) {
      const name = card.querySelector<HTMLElement>('.game-name')!;
      name.scrollIntoView({ block: 'center', inline: 'center' });
      const box = name.getBoundingClientRect();
      const corners = [
        [box.left + 1, box.top + 1],
        [box.right - 1, box.top + 1],
        [box.left + 1, box.bottom - 1],
        [box.right - 1, box.bottom - 1],
      ] as const;
      for (const [x, y] of corners) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !name.contains(hit)) {
          problems.push(`${name.textContent}: ${hit?.className ?? 'nothing'} at ${x},${y}`);
        }
      }
      const pill = card.querySelector('.badge-try')?.getBoundingClientRect();
      if (pill && pill.left < box.right && pill.right > box.left && pill.top < box.bottom) {
        if (pill.bottom > box.top) problems.push(`${name.textContent}: the pill overlaps it`);
      }
    }
    if (tried.length === 0) problems.push('no card with a Try pill was checked');
    return problems;
  });
}

for (const width of [360, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });

    test('every game card shows its whole name, with nothing over it', async ({
      page,
    }, testInfo) => {
      await page.goto('/m/home');
      await splashGone(page);
      const codes = width === 320 ? PHOTOGRAPHED : CHECKED;
      for (const code of codes) {
        await showIn(page, code, '/m/home');
        await expect(page.locator('.game-card .badge-try').first()).toHaveText(
          messages(code)['game.try']!,
        );
        expect(await coveredNames(page), code).toEqual([]);
        if (width === 320) {
          await page.locator('.badge-try').first().scrollIntoViewIfNeeded();
          const file = testInfo.outputPath(`cards-320-${code}.png`);
          await page.screenshot({ scale: 'css', path: file, animations: 'disabled' });
          await testInfo.attach(`cards-320-${code}`, { path: file, contentType: 'image/png' });
        }
      }
    });

    test('a new member reads that they have no VIP level yet, the next level and each condition', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await registerThroughUi(page, uniqueUsername('vipnew'));
      const codes = width === 320 ? PHOTOGRAPHED : CHECKED;
      for (const code of codes) {
        const t = messages(code);
        await showIn(page, code, '/m/member/home');
        const card = page.locator('.vip-card');
        await expect(card.locator('.vip-card-level')).toHaveText(t['vip.none']!);
        // No level, no level bar: only the conditions of the next level show progress.
        await expect(card.getByRole('progressbar', { name: t['vip.progressLabel']! })).toHaveCount(
          0,
        );
        await expect(card).not.toContainText(t['vip.full']!);
        await expect(card.locator('.vip-card-next')).toContainText(
          fill(t['vip.next']!, { name: levelName('vip1', code) }),
        );
        await expectConditions(card, code, ['depositTotal', 'daysActive'], ['false', 'false']);
        await expect(card.locator('.vip-condition-bar').first()).toHaveAttribute(
          'aria-valuenow',
          '0',
        );
        if (width === 320) {
          await card.scrollIntoViewIfNeeded();
          const file = testInfo.outputPath(`vip-none-card-320-${code}.png`);
          await page.screenshot({ scale: 'css', path: file, animations: 'disabled' });
          await testInfo.attach(`vip-none-card-320-${code}`, {
            path: file,
            contentType: 'image/png',
          });
        }
        await showIn(page, code, '/m/vip');
        const standing = page.locator('.vip-standing');
        await expect(standing.locator('.vip-standing-level')).toHaveText(t['vip.none']!);
        await expect(standing.locator('.vip-standing-next')).toHaveText(
          fill(t['vip.next']!, { name: levelName('vip1', code) }),
        );
        await expect(standing.locator('.vip-standing-rule')).toHaveText(
          fill(t['vip.required']!, { required: localNumber(2, code), total: localNumber(2, code) }),
        );
        await expectConditions(standing, code, ['depositTotal', 'daysActive'], ['false', 'false']);
        await expect(page.locator('.vip-level').first()).toContainText(t['vip.nextLevel']!);
        expect(await horizontalOverflow(page), code).toBeLessThanOrEqual(0);
        if (width === 320) {
          await snap(page, testInfo, `vip-none-page-320-${code}`);
          if (code === 'UR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        }
      }
    });

    test.describe('the demo player', () => {
      // Signed in once for the run (support/signed-in.ts).
      test.use({ signedInAs: 'member' });

      test('a member with a level sees it, the next level and each condition with progress', async ({
        page,
      }, testInfo) => {
        test.setTimeout(90_000);
        await page.goto('/m/home');
        await splashGone(page);
        // The header's avatar gives way to the balance on narrow phones: ask the session.
        await expect
          .poll(async () => (await storedSession(page)) ?? '', { timeout: 15_000 })
          .toContain(DEMO.username);
        const codes = width === 320 ? PHOTOGRAPHED : CHECKED;
        for (const code of codes) {
          const t = messages(code);
          await showIn(page, code, '/m/member/home');
          const card = page.locator('.vip-card');
          await expect(card.locator('.vip-card-level')).toHaveText(levelName('vip2', code));
          // Silver: the seeded deposits and a day of play meet two of its three conditions.
          await expect(
            card.getByRole('progressbar', { name: t['vip.progressLabel']! }),
          ).toHaveAttribute('aria-valuenow', '67');
          await expect(card).toContainText(
            fill(t['vip.progress']!, { done: localNumber(2, code), total: localNumber(3, code) }),
          );
          await expect(card.locator('.vip-card-next')).toContainText(
            fill(t['vip.next']!, { name: levelName('vip3', code) }),
          );
          await expectConditions(
            card,
            code,
            ['depositTotal', 'wageredTotal', 'daysActive'],
            ['false', 'false', 'false'],
          );
          await showIn(page, code, '/m/vip');
          const standing = page.locator('.vip-standing');
          await expect(standing.locator('.vip-standing-level')).toHaveText(
            fill(t['vip.current']!, { name: levelName('vip2', code) }),
          );
          await expect(standing.locator('.vip-standing-next')).toHaveText(
            fill(t['vip.next']!, { name: levelName('vip3', code) }),
          );
          await expectConditions(
            standing,
            code,
            ['depositTotal', 'wageredTotal', 'daysActive'],
            ['false', 'false', 'false'],
          );
          await expect(page.locator('.vip-level[aria-current="true"]')).toContainText(
            t['vip.yourLevel']!,
          );
          expect(await horizontalOverflow(page), code).toBeLessThanOrEqual(0);
          if (width === 320) await snap(page, testInfo, `vip-level-page-320-${code}`);
        }
      });
    });
  });
}
