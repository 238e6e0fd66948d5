'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId, useRef } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';
import { FormField } from './form-field';

type State = { error: string | null };

const number = (form: FormData, name: string) => {
  const v = String(form.get(name) ?? '').trim();
  return v === '' ? null : Number(v);
};
/** A date field as India time: from the start of its first day to the end of its last. */
const istDate = (form: FormData, name: string, end: boolean) => {
  const v = String(form.get(name) ?? '').trim();
  return v === '' ? null : `${v}T${end ? '23:59:59' : '00:00:00'}+05:30`;
};

/** The back office's new-coupon form: percent or flat, minimum, cap, dates, limits, first order, categories. */
export function CouponForm({ categories }: { categories: string[] }) {
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      const body = {
        code: String(form.get('code') ?? ''),
        description: String(form.get('description') ?? ''),
        kind: String(form.get('kind') ?? 'percent'),
        value: number(form, 'value'),
        minOrder: number(form, 'minOrder') ?? 0,
        maxDiscount: number(form, 'maxDiscount'),
        startsAt: istDate(form, 'startsAt', false),
        endsAt: istDate(form, 'endsAt', true),
        usageLimit: number(form, 'usageLimit'),
        perUserLimit: number(form, 'perUserLimit'),
        firstOrderOnly: form.get('firstOrderOnly') === 'on',
        showOnProduct: form.get('showOnProduct') === 'on',
        categories: form.getAll('categories').map(String),
      };
      const answer = await adminFetch('/api/admin/coupons', { method: 'POST', json: body });
      if (!answer.success) return { error: answer.message };
      toast.success(`Coupon ${body.code.toUpperCase()} created.`);
      formRef.current?.reset();
      router.refresh();
      return { error: null };
    },
    { error: null },
  );
  const f = (name: string) => `${id}-${name}`;
  return (
    <form
      ref={formRef}
      onSubmit={submitKeepingValues(action)}
      aria-label="New coupon"
      className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormField id={f('code')} label="Code" hint="Letters and digits, e.g. FIRST10">
        <input id={f('code')} name="code" required className="field uppercase" autoComplete="off" />
      </FormField>
      <FormField id={f('kind')} label="Discount type">
        <select id={f('kind')} name="kind" className="field" defaultValue="percent">
          <option value="percent">Percent off</option>
          <option value="flat">Flat ₹ off</option>
        </select>
      </FormField>
      <FormField id={f('value')} label="Discount (% or ₹)">
        <input id={f('value')} name="value" type="number" min="1" step="any" required className="field" />
      </FormField>
      <FormField id={f('maxDiscount')} label="Maximum discount (₹)" hint="Caps a percent; blank for none">
        <input id={f('maxDiscount')} name="maxDiscount" type="number" min="0" step="any" className="field" />
      </FormField>
      <FormField id={f('minOrder')} label="Minimum order (₹)">
        <input id={f('minOrder')} name="minOrder" type="number" min="0" step="any" className="field" />
      </FormField>
      <FormField id={f('startsAt')} label="Valid from">
        <input id={f('startsAt')} name="startsAt" type="date" className="field" />
      </FormField>
      <FormField id={f('endsAt')} label="Valid until (inclusive)">
        <input id={f('endsAt')} name="endsAt" type="date" className="field" />
      </FormField>
      <FormField id={f('description')} label="Description">
        <input id={f('description')} name="description" className="field" maxLength={200} />
      </FormField>
      <FormField id={f('usageLimit')} label="Uses in all" hint="Blank for no limit">
        <input id={f('usageLimit')} name="usageLimit" type="number" min="1" step="1" className="field" />
      </FormField>
      <FormField id={f('perUserLimit')} label="Uses per shopper" hint="Blank for no limit">
        <input id={f('perUserLimit')} name="perUserLimit" type="number" min="1" step="1" className="field" />
      </FormField>
      <div className="flex flex-col justify-center gap-2 text-sm sm:col-span-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="firstOrderOnly" /> First order only
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="showOnProduct" defaultChecked /> Show on product pages as an offer
        </label>
      </div>
      <fieldset className="sm:col-span-2 lg:col-span-4">
        <legend className="mb-1 text-sm font-medium">Categories (none ticked: the whole store)</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {categories.map((c) => (
            <label key={c} className="flex items-center gap-1.5">
              <input type="checkbox" name="categories" value={c} /> {c}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" disabled={pending} className="btn btn-primary px-4 py-2">
          Create coupon
        </button>
        <p aria-live="polite" className="text-sm text-danger">
          {state.error}
        </p>
      </div>
    </form>
  );
}
