'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';
import { couponInputSchema } from '@/lib/coupons/shared/coupon-schema';
import type { AdminCoupon } from '@/lib/coupons/admin';
import { FormField } from './form-field';

type State = { errors: Record<string, string>; message: string | null };
const IST_OFFSET_MS = 330 * 60_000;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
/** A stored instant as the India date an `<input type="date">` shows; an end is inclusive, so its last second. */
const istDay = (iso: string | null, end: boolean) =>
  iso == null ? '' : new Date(Date.parse(iso) + IST_OFFSET_MS - (end ? 1000 : 0)).toISOString().slice(0, 10);
/** A date field as India time, from the start of its first day to the end of its last; an untouched date keeps its instant. */
const istDate = (form: FormData, name: string, end: boolean, stored: string | null) => {
  const v = text(form, name);
  if (v === '') return null;
  if (stored != null && v === istDay(stored, end)) return stored;
  return `${v}T${end ? '23:59:59' : '00:00:00'}+05:30`;
};

/** Reads the form into what couponInputSchema accepts (the schema coerces the numbers' text). */
function formValues(form: FormData, coupon: AdminCoupon | null) {
  return {
    code: text(form, 'code'),
    description: text(form, 'description'),
    kind: text(form, 'kind'),
    value: text(form, 'value'),
    minOrder: text(form, 'minOrder') || 0,
    maxDiscount: text(form, 'maxDiscount'),
    startsAt: istDate(form, 'startsAt', false, coupon?.startsAt ?? null),
    endsAt: istDate(form, 'endsAt', true, coupon?.endsAt ?? null),
    usageLimit: text(form, 'usageLimit'),
    perUserLimit: text(form, 'perUserLimit'),
    firstOrderOnly: form.get('firstOrderOnly') === 'on',
    showOnProduct: form.get('showOnProduct') === 'on',
    categories: form.getAll('categories').map(String),
    // Switched on and off in the list, not here: an edit keeps it.
    active: coupon?.active ?? true,
  };
}

const str = (v: number | null | undefined) => (v == null ? '' : String(v));
const money = { type: 'number', min: '0', step: 'any' } as const;
const uses = { type: 'number', min: '1', step: '1' } as const;

/**
 * The back office's coupon form, new or edited (`coupon`): percent or flat, minimum, cap, dates, limits,
 * first order, categories; checked with the API's own schema before it is sent.
 */
export function CouponForm({
  categories,
  coupon = null,
}: {
  categories: string[];
  coupon?: AdminCoupon | null;
}) {
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      const parsed = couponInputSchema.safeParse(formValues(form, coupon));
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
        return { errors, message: 'Please correct the highlighted fields.' };
      }
      const answer = await adminFetch(coupon ? `/api/admin/coupons/${coupon._id}` : '/api/admin/coupons', {
        method: coupon ? 'PATCH' : 'POST',
        json: parsed.data,
      });
      if (!answer.success) {
        const errors: Record<string, string> = {};
        for (const issue of answer.issues ?? []) if (issue.path) errors[issue.path] ??= issue.message;
        return { errors, message: answer.message };
      }
      toast.success(`Coupon ${parsed.data.code} ${coupon ? 'saved' : 'created'}.`);
      if (coupon) {
        router.push('/admin/coupons');
      } else {
        formRef.current?.reset();
        router.refresh();
      }
      return { errors: {}, message: null };
    },
    { errors: {}, message: null },
  );
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The button may sit at the screen's bottom edge (a phone), with the reason for a refusal below it.
  useEffect(() => {
    if (state.message) messageRef.current?.scrollIntoView({ block: 'nearest' });
  }, [state]);
  const e = state.errors;
  const f = (name: string) => `${id}-${name}`;
  /** One labelled input with its hint and its refusal (the schema's or the API's, by field path). */
  const input = (
    name: string,
    label: string,
    defaultValue: string | undefined,
    { hint, ...props }: InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => (
    <FormField id={f(name)} label={label} hint={hint} error={e[name]}>
      <input
        id={f(name)}
        name={name}
        className="field"
        defaultValue={defaultValue}
        aria-invalid={e[name] ? true : undefined}
        aria-describedby={e[name] ? `${f(name)}-error` : undefined}
        {...props}
      />
    </FormField>
  );
  return (
    <form
      ref={formRef}
      onSubmit={submitKeepingValues(action)}
      noValidate
      aria-label={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {input('code', 'Code', coupon?.code, {
        hint: 'Letters and digits, e.g. FIRST10',
        required: true,
        className: 'field uppercase',
        autoComplete: 'off',
      })}
      <FormField id={f('kind')} label="Discount type" error={e.kind}>
        <select id={f('kind')} name="kind" className="field" defaultValue={coupon?.kind ?? 'percent'}>
          <option value="percent">Percent off</option>
          <option value="flat">Flat ₹ off</option>
        </select>
      </FormField>
      {input('value', 'Discount (% or ₹)', str(coupon?.value), { ...money, min: '1', required: true })}
      {input('maxDiscount', 'Maximum discount (₹)', str(coupon?.maxDiscount), {
        ...money,
        hint: 'Caps a percent; blank for none',
      })}
      {input('minOrder', 'Minimum order (₹)', coupon?.minOrder ? String(coupon.minOrder) : '', money)}
      {input('startsAt', 'Valid from', istDay(coupon?.startsAt ?? null, false), { type: 'date' })}
      {input('endsAt', 'Valid until (inclusive)', istDay(coupon?.endsAt ?? null, true), { type: 'date' })}
      {input('description', 'Description', coupon?.description, { maxLength: 200 })}
      {input('usageLimit', 'Uses in all', str(coupon?.usageLimit), { ...uses, hint: 'Blank for no limit' })}
      {input('perUserLimit', 'Uses per shopper', str(coupon?.perUserLimit), {
        ...uses,
        hint: 'Blank for no limit',
      })}
      <div className="flex flex-col justify-center gap-2 text-sm sm:col-span-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="firstOrderOnly" defaultChecked={coupon?.firstOrderOnly ?? false} />{' '}
          First order only
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="showOnProduct" defaultChecked={coupon?.showOnProduct ?? true} /> Show
          on product pages as an offer
        </label>
      </div>
      <fieldset className="sm:col-span-2 lg:col-span-4">
        <legend className="mb-1 text-sm font-medium">Categories (none ticked: the whole store)</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {categories.map((c) => (
            <label key={c} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                name="categories"
                value={c}
                defaultChecked={coupon?.categories.includes(c) ?? false}
              />{' '}
              {c}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" disabled={pending} className="btn btn-primary px-4 py-2">
          {coupon ? 'Save coupon' : 'Create coupon'}
        </button>
        <p ref={messageRef} aria-live="polite" className="min-w-0 flex-1 basis-60 text-sm text-danger">
          {state.message}
        </p>
      </div>
    </form>
  );
}
