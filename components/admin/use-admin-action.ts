import { useRouter } from 'next/navigation';
import { useActionState } from 'react';
import { toast } from '@/components/providers/toast';
import type { AdminAnswer } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';

/** One submit's call to the API and the toast its success shows; null when the owner cancelled. */
export type AdminStep = { answer: AdminAnswer<unknown>; done: string } | null;

/**
 * The submit of a back-office form: `send` makes the API call; a refusal is shown as the form's
 * error (the values typed stay), a success is toasted, `afterSuccess` runs and the page refreshes
 * with the server's new state.
 */
export function useAdminAction(send: (form: FormData) => Promise<AdminStep>, afterSuccess?: () => void) {
  const router = useRouter();
  const [state, action, pending] = useActionState<{ error: string | null }, FormData>(
    async (_prev, form) => {
      const step = await send(form);
      if (!step) return { error: null };
      if (!step.answer.success) return { error: step.answer.message };
      toast.success(step.done);
      afterSuccess?.();
      router.refresh();
      return { error: null };
    },
    { error: null },
  );
  return { onSubmit: submitKeepingValues(action), error: state.error, pending };
}
