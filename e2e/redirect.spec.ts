import { expect, test, type Page } from '@playwright/test';
import { logoutViaApi, newShopper, registerViaApi, type Shopper } from './support/shop';

// Issue 14, point 2: after signing in, `next` sent the browser off the store for
// `/login?next=%2F%5Cevil.example%2F` (and `/%5Cevil.example/`, `/%09/evil.example/`). It is now
// resolved against the store's own origin and followed only when that origin is unchanged.

async function signInAt(page: Page, shopper: Shopper, loginUrl: string) {
  await page.goto(loginUrl);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

test('a `next` that would leave the store sends the shopper home instead', async ({ page, baseURL }) => {
  const shopper = newShopper('redirect');
  await registerViaApi(page, shopper);
  await logoutViaApi(page);
  const origin = new URL(baseURL!).origin;
  // Any request to another host would be the open redirect: fail it loudly instead of resolving it.
  const offSite: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      offSite.push(route.request().url());
      return route.abort();
    },
  );
  for (const next of [
    '%2F%5Cevil.example%2F',
    '%2F%5C%2Fevil.example%2F',
    '%2F%09%2Fevil.example%2F',
    '%2F%2Fevil.example',
  ]) {
    await signInAt(page, shopper, `/login?next=${next}`);
    await expect(page).toHaveURL((url) => url.origin === origin && url.pathname === '/');
    await logoutViaApi(page);
  }
  expect(offSite).toEqual([]);
});

test('a `next` on the store is still followed (the control)', async ({ page, baseURL }) => {
  const shopper = newShopper('redirect-ok');
  await registerViaApi(page, shopper);
  await logoutViaApi(page);
  await signInAt(page, shopper, `/login?next=${encodeURIComponent('/wishlist?from=login')}`);
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/wishlist?from=login`);
});
