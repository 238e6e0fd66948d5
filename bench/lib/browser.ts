import { chromium, type Browser } from '@playwright/test';
import { findChromium } from '@/scripts/lib/chromium';

/** Debian's Chromium driven by Playwright, with the flags the browser tests use here. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = await findChromium();
  if (!executablePath)
    throw new Error('no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)');
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** A phone-sized window: most shoppers in India browse on a phone. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };
