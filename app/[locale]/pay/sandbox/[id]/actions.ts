'use server';

import { redirect } from 'next/navigation';
import { getPageUser } from '@/lib/accounts/page-session';
import { AppError } from '@/lib/errors';
import { approveSandboxPayment, declineSandboxPayment } from '@/lib/orders/sandbox';

/**
 * The test-mode provider's buttons: the order's shopper decides, then goes back to /verify like after a
 * real provider. Anyone else (signed out, or another account) decides nothing.
 */
export async function decideSandboxPayment(form: FormData): Promise<void> {
  if (!(form instanceof FormData)) return;
  const id = String(form.get('sessionId') ?? '');
  const page = `/pay/sandbox/${encodeURIComponent(id)}`;
  const user = await getPageUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(page)}`);
  const decision = form.get('decision') === 'approve' ? 'approve' : 'decline';
  let target: string;
  try {
    const result =
      decision === 'approve'
        ? await approveSandboxPayment(id, user.id)
        : await declineSandboxPayment(id, user.id);
    target = result.redirectUrl;
  } catch (error) {
    if (error instanceof AppError && typeof error.details?.redirectUrl === 'string')
      target = error.details.redirectUrl;
    else if (error instanceof AppError) target = `${page}?error=${encodeURIComponent(error.message)}`;
    else throw error;
  }
  redirect(target);
}
