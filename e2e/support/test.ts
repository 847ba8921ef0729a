import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@siloker/shared/ssr';

/**
 * Playwright's `test`, where a page load waits for the app as a user's next tap would need it. A page
 * the server rendered is on screen, its links and forms working, before the app starts: the boot
 * script asks for the app's scripts only after the first paint (docs/decisions/120), often after the
 * `load` event `page.goto` waits for. A tap on a button before hydration does nothing, so `goto` and
 * `reload` also wait until the app marks <html> ready, on any page of the app (one with #root) whose
 * context runs JavaScript.
 */

/** Contexts made without JavaScript (`test.use({ javaScriptEnabled: false })`): nothing to wait for. */
const withoutScript = new WeakSet<BrowserContext>();
const APP_READY_TIMEOUT_MS = 15_000;

async function waitForApp(page: Page): Promise<void> {
  if (withoutScript.has(page.context())) return;
  if ((await page.locator('#root').count()) === 0) return;
  await page
    .locator(`html[${APP_READY_ATTRIBUTE}]`)
    .waitFor({ state: 'attached', timeout: APP_READY_TIMEOUT_MS });
}

const patched = new WeakSet<object>();

/** Every page of the worker shares one prototype: pages of `browser.newContext()` wait too. */
function patchNavigation(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Page;
  if (patched.has(proto)) return;
  patched.add(proto);
  const { goto, reload } = proto;
  proto.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    await waitForApp(this);
    return response;
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    await waitForApp(this);
    return response;
  };
}

export const test = base.extend<{ waitsForApp: void }>({
  waitsForApp: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled === false) withoutScript.add(page.context());
      patchNavigation(page);
      await use();
    },
    { auto: true },
  ],
});
