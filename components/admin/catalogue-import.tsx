'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { ImportPlan } from '@/lib/admin/catalogue';
import { ImportPlanTable } from './import-plan-table';

type Answer = { success: boolean; message?: string; plan?: ImportPlan; applied?: number };

async function send(file: File, planId?: string): Promise<Answer> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`/api/admin/products/import${planId ? `?plan=${planId}` : ''}`, {
    method: 'POST',
    body: form,
  });
  return (await res
    .json()
    .catch(() => ({ success: false, message: 'The server did not answer.' }))) as Answer;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

/**
 * The catalogue import: pick a CSV, see the dry run line by line, then apply it. Apply sends the same file
 * with the dry run's planId, so what is written is exactly what was shown (or a new dry run comes back).
 */
export function CatalogueImport() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(planId?: string) {
    if (!file) return;
    setBusy(true);
    setMessage(null);
    const answer = await send(file, planId);
    setBusy(false);
    if (answer.plan) setPlan(answer.plan);
    if (!answer.success) return setMessage({ text: answer.message ?? 'The file was refused.', ok: false });
    if (planId) {
      setPlan(null);
      setMessage({ text: answer.message ?? 'Applied.', ok: true });
      router.refresh();
    }
  }

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run();
  }

  const changes = plan ? plan.counts.create + plan.counts.change : 0;
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-white p-4">
      <form onSubmit={check} className="flex flex-wrap items-end gap-3">
        <label className="min-w-0 flex-1 text-sm font-medium">
          Catalogue file (CSV)
          <input
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            className="mt-1 block w-full min-w-0 text-sm"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPlan(null);
              setMessage(null);
            }}
          />
        </label>
        <button type="submit" className="btn btn-outline" disabled={!file || busy}>
          {busy && !plan ? 'Checking…' : 'Check file'}
        </button>
      </form>
      <p role="status" aria-live="polite" className={message?.ok ? 'text-emerald-800' : 'text-red-800'}>
        {message?.text}
      </p>
      {plan ? (
        <div className="space-y-3">
          <p className="text-sm" data-testid="import-counts">
            {plural(plan.counts.create, 'new product')} · {plural(plan.counts.change, 'changed line')} ·{' '}
            {plural(plan.counts.unchanged, 'unchanged line')} · {plural(plan.counts.refuse, 'refused line')}
          </p>
          <ImportPlanTable rows={plan.rows} />
          {changes > 0 ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void run(plan.planId)}
            >
              {busy ? 'Applying…' : `Apply ${plural(changes, 'change')}`}
            </button>
          ) : null}
          {plan.counts.refuse > 0 && changes > 0 ? (
            <p className="text-sm text-muted">
              Refused lines are left out; fix them and import the file again.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
