import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi, uniqueUsername } from './support/accounts';
import { collectErrors } from './support/app';
import { DEMO_OPERATORS } from './support/operators';
import { operatorPage } from './support/signed-in';

/** The console page at desktop and tablet widths, saved for review. */
async function snapBoth(ops: Page, name: string, outputPath: (name: string) => string) {
  await ops.setViewportSize({ width: 1280, height: 800 });
  await ops.screenshot({ scale: 'css', path: outputPath(`${name}-1280.png`), fullPage: true });
  await ops.setViewportSize({ width: 1024, height: 768 });
  await ops.screenshot({ scale: 'css', path: outputPath(`${name}-1024.png`), fullPage: true });
  await ops.setViewportSize({ width: 1280, height: 800 });
}

test('support answers a chat with a canned reply the player sees, and views a feedback screenshot', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const errors = collectErrors(page);
  const username = uniqueUsername('svc');
  await registerThroughUi(page, username);
  await page
    .getByRole('dialog', { name: `Welcome, ${username}!` })
    .getByRole('link', { name: 'Explore games' })
    .tap();

  // The player's feedback carries a real picture: a screenshot of the page they are on.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 160 } });
  await page.goto('/m/feedback');
  await page.getByLabel('What is it about?').selectOption('games');
  await page.getByLabel('Your feedback').fill('The reels froze after a spin');
  await page
    .getByLabel(/^Screenshot/)
    .setInputFiles({ name: 'reels.png', mimeType: 'image/png', buffer: picture });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();

  await page.goto('/m/chat');
  await page.getByLabel('Your message').fill('Is there a bonus this week?');
  await page.getByRole('button', { name: 'Send' }).tap();
  await expect(page.getByTestId('chat-player').last()).toContainText('Is there a bonus this week?');

  // The demo support operator, signed in for the run: nothing on the console's pages fails.
  let opsErrors: string[] = [];
  const ops = await operatorPage(browser, 'support', '/ops/chat', (page) => {
    opsErrors = collectErrors(page);
  });
  const operatorContext = ops.context();

  // A canned reply in English and Thai; the member reads English, the language they use.
  const title = `Weekly bonus ${testInfo.workerIndex}-${Date.now()}`;
  await ops.getByRole('button', { name: 'Canned replies' }).click();
  await ops.getByLabel('Title').fill(title);
  await ops.getByLabel('Text in EN').fill('Yes: a 10% reload bonus every Friday.');
  await ops.getByRole('button', { name: 'Add a language' }).click();
  await ops.getByLabel('Language', { exact: true }).last().selectOption('TH');
  await ops.getByLabel('Text in TH').fill('มีค่ะ โบนัสเติมเงิน 10% ทุกวันศุกร์');
  await ops.getByRole('button', { name: 'Save' }).click();
  await expect(ops.getByRole('list', { name: 'Canned replies' })).toContainText(title);

  const conversation = ops
    .getByTestId('ops-conversations')
    .getByRole('button', { name: new RegExp(username) });
  await expect(conversation.getByLabel('1 unread messages')).toBeVisible();
  await expect(ops.getByTestId('chat-unread-total')).toBeVisible();
  await conversation.click();
  await expect(ops.getByTestId('ops-message-player').last()).toHaveText(
    'Is there a bonus this week?',
  );
  await ops.getByRole('button', { name: 'Take', exact: true }).click();
  await expect(ops.getByTestId('chat-assignee')).toHaveText(`With ${DEMO_OPERATORS.support}`);

  await ops.getByLabel('Canned reply').selectOption({ label: title });
  await expect(ops.getByTestId('canned-preview')).toContainText('a 10% reload bonus every Friday');
  await snapBoth(ops, 'ops-chat', (name) => testInfo.outputPath(name));
  await ops.getByRole('button', { name: 'Send canned reply' }).click();
  await expect(ops.getByTestId('ops-message-operator').last()).toHaveText(
    'Yes: a 10% reload bonus every Friday.',
  );
  // The player reads it live.
  await expect(page.getByTestId('chat-operator').last()).toContainText(
    'Yes: a 10% reload bonus every Friday.',
  );

  // The feedback, its screenshot drawn as an image, and its status moved on.
  await ops.getByRole('link', { name: 'Feedback' }).click();
  const row = ops.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('The reels froze after a spin');
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: 'Open with screenshot' }).click();
  const image = ops.getByTestId('feedback-screenshot');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await snapBoth(ops, 'ops-feedback', (name) => testInfo.outputPath(name));
  await ops.getByRole('button', { name: 'Mark answered' }).click();
  await ops.getByLabel('Status').selectOption('answered');
  await expect(ops.getByRole('row').filter({ hasText: username })).toContainText('Answered');

  await ops.getByRole('link', { name: 'Dev inbox' }).click();
  await expect(ops.getByRole('heading', { name: 'Development inbox' })).toBeVisible();
  await snapBoth(ops, 'ops-inbox', (name) => testInfo.outputPath(name));

  await operatorContext.close();
  expect(errors).toEqual([]);
  expect(opsErrors).toEqual([]);
});
