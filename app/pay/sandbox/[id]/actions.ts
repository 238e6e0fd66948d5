'use server';

import { redirect } from 'next/navigation';
import { AppError } from '@/lib/http';
import { approveSandboxPayment, declineSandboxPayment } from '@/lib/orders/sandbox';

/** The test-mode provider's buttons: decide, then send the shopper back to /verify like a real provider. */
export async function decideSandboxPayment(form: FormData): Promise<void> {
  const id = String(form.get('sessionId') ?? '');
  const decision = form.get('decision') === 'approve' ? 'approve' : 'decline';
  let target: string;
  try {
    const result = decision === 'approve' ? await approveSandboxPayment(id) : await declineSandboxPayment(id);
    target = result.redirectUrl;
  } catch (error) {
    if (error instanceof AppError && typeof error.details?.redirectUrl === 'string')
      target = error.details.redirectUrl;
    else if (error instanceof AppError)
      target = `/pay/sandbox/${encodeURIComponent(id)}?error=${encodeURIComponent(error.message)}`;
    else throw error;
  }
  redirect(target);
}
