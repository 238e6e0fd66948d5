import { useRouter } from 'next/navigation';
import { useActionState, useRef } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';

type State = { error: string | null };

/** A form field's text ('' when absent). */
export const formText = (form: FormData, key: string) => String(form.get(key) ?? '');

/**
 * The action of a back-office row form (`SaveDeleteButtons`): Delete, after `confirmText`, sends
 * DELETE `endpoint/<id>`; Save sends `body(form)`, PATCH for a saved row and POST to `endpoint` for
 * a new one, whose fields are then emptied. Each success is toasted and refreshes the page.
 */
export function useRowForm<Row extends { _id: string }>({
  row,
  endpoint,
  noun,
  confirmText,
  body,
}: {
  row: Row | null;
  endpoint: string;
  /** Starts the toasts: "<noun> removed.", "<noun> saved.", "<noun> added." */
  noun: string;
  confirmText: (row: Row) => string;
  body: (form: FormData) => unknown;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      const deleting = form.get('intent') === 'delete' ? row : null;
      if (deleting && !window.confirm(confirmText(deleting))) return { error: null };
      const answer = deleting
        ? await adminFetch(`${endpoint}/${deleting._id}`, { method: 'DELETE' })
        : await adminFetch(row ? `${endpoint}/${row._id}` : endpoint, {
            method: row ? 'PATCH' : 'POST',
            json: body(form),
          });
      if (!answer.success) return { error: answer.message };
      toast.success(`${noun} ${deleting ? 'removed' : row ? 'saved' : 'added'}.`);
      if (!row) formRef.current?.reset();
      router.refresh();
      return { error: null };
    },
    { error: null },
  );
  return { formRef, onSubmit: submitKeepingValues(action), error: state.error, pending };
}
