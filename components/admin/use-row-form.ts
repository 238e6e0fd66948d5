import { useRef } from 'react';
import { adminFetch } from '@/lib/browser/admin-api';
import { useAdminAction } from './use-admin-action';

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
  const formRef = useRef<HTMLFormElement>(null);
  const { onSubmit, error, pending } = useAdminAction(
    async (form) => {
      const deleting = form.get('intent') === 'delete' ? row : null;
      if (deleting) {
        if (!window.confirm(confirmText(deleting))) return null;
        return {
          answer: await adminFetch(`${endpoint}/${deleting._id}`, { method: 'DELETE' }),
          done: `${noun} removed.`,
        };
      }
      return {
        answer: await adminFetch(row ? `${endpoint}/${row._id}` : endpoint, {
          method: row ? 'PATCH' : 'POST',
          json: body(form),
        }),
        done: `${noun} ${row ? 'saved' : 'added'}.`,
      };
    },
    () => {
      if (!row) formRef.current?.reset();
    },
  );
  return { formRef, onSubmit, error, pending };
}
