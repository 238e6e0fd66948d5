import { chromium } from '@playwright/test';
import { findChromium } from '@/scripts/lib/chromium';

export type BrowserView = { status: number; text: string } | { skipped: string };

/**
 * What a shopper's browser shows for a page (JavaScript on): Next.js renders its error boundaries in the
 * browser, so the friendly error page is only visible after hydration, never in the server's HTML.
 */
export async function browserView(url: string, waitForText: string): Promise<BrowserView> {
  const executablePath = await findChromium();
  if (!executablePath) return { skipped: 'no Chromium on this machine (set CHROMIUM_PATH)' };
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const response = await page.goto(url, { timeout: 30_000 });
    await page
      .getByText(waitForText)
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined); // the assertion reads the text below and says what was shown instead
    return { status: response?.status() ?? 0, text: await page.locator('body').innerText() };
  } finally {
    await browser.close();
  }
}
