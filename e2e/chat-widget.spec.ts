import { expect, test, type Page } from '@playwright/test';
import { PAGE_PATHS } from '@lobby/contract';
import {
  BASE_URL,
  CHAT_WIDGET_HOOK,
  CHAT_WIDGET_ORIGIN,
  WIDGET_SCRIPTS_ORIGIN,
} from './support/environment';

const FOREIGN_ORIGIN = 'http://elsewhere.localhost';

/**
 * Serves a fake widget from WIDGET_SCRIPTS_ORIGIN: widget.js also tries a script of an origin
 * the merchant never named; glue.js (the custom script) defines the hook, which draws the
 * "widget". Answers the paths the browser asked for, which are only those the CSP let through.
 */
async function fakeWidget(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${WIDGET_SCRIPTS_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    asked.push(`widget:${pathname}`);
    const body =
      pathname === '/widget.js'
        ? `const s = document.createElement('script'); s.src = '${FOREIGN_ORIGIN}/steal.js'; document.head.append(s);`
        : `window.${CHAT_WIDGET_HOOK} = (player) => {
             const box = document.createElement('div');
             box.dataset.testid = 'fake-widget';
             box.textContent = 'Widget open for ' + (player.userName || 'guest') + ' in ' + player.language;
             document.body.append(box);
           };`;
    return route.fulfill({ contentType: 'text/javascript', body });
  });
  await page.route(`${FOREIGN_ORIGIN}/**`, (route) => {
    asked.push(`foreign:${new URL(route.request().url()).pathname}`);
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return asked;
}

test("the merchant's chat widget loads from its configured origin only, and its hook opens it", async ({
  page,
}) => {
  const asked = await fakeWidget(page);
  const response = await page.goto(`${CHAT_WIDGET_ORIGIN}${PAGE_PATHS.chat}`);
  expect(response?.headers()['content-security-policy']).toContain(WIDGET_SCRIPTS_ORIGIN);
  await expect(page.getByTestId('fake-widget')).toHaveText('Widget open for guest in EN');
  await expect(page.getByTestId('chat-widget-state')).toHaveAttribute('data-state', 'open');
  expect(asked).toEqual(['widget:/widget.js', 'widget:/glue.js']);
});

test("another merchant's pages refuse the widget's origin", async ({ page }) => {
  const asked = await fakeWidget(page);
  await page.goto(`${BASE_URL}/m/home`);
  const violation = page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI));
        const script = document.createElement('script');
        script.src = src;
        document.head.append(script);
      }),
    `${WIDGET_SCRIPTS_ORIGIN}/widget.js`,
  );
  expect(await violation).toBe(`${WIDGET_SCRIPTS_ORIGIN}/widget.js`);
  expect(asked).toEqual([]);
});
