import { env, siteUrlWarning } from '@/lib/env';
import { paymentStartupLines } from '@/lib/payments/availability';

const sandboxWarning = [
  '',
  '[serve] ************************************************************************************',
  '[serve] WARNING: PAYMENTS_SANDBOX is on. UPI and card orders without provider keys go to the',
  '[serve] offline TEST-MODE payment page, where approving marks an order PAID WITH NO MONEY MOVED.',
  '[serve] Never run a live store like this: unset PAYMENTS_SANDBOX (or set it to false).',
  '[serve] ************************************************************************************',
  '',
].join('\n');

/**
 * What the shop owner reads when a server starts: what shoppers can pay with (and how to add more), and
 * the warnings for a payment sandbox left on and a SITE_URL left unset.
 */
export function startupLines(settings = env, dev = process.env.NODE_ENV === 'development') {
  return {
    info: paymentStartupLines(),
    warnings: [
      ...(settings.PAYMENTS_SANDBOX ? [sandboxWarning] : []),
      ...[siteUrlWarning(settings, dev)].filter((line): line is string => line !== null),
    ],
  };
}

export function printStartupLines(): void {
  const { info, warnings } = startupLines();
  for (const line of info) console.log(line);
  for (const line of warnings) console.warn(line);
}
