import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's, else one Playwright installed. */
export async function findChromium(): Promise<string | null> {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}

export const CHROMIUM_HELP =
  'No Chromium found for the browser tests. Install one with `apt-get install -y chromium` (Debian/Ubuntu), ' +
  'or set CHROMIUM_PATH to a Chromium/Chrome binary, or run `npx playwright install chromium` where downloads work.';
