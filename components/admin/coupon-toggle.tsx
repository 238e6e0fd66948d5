'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/browser/admin-api';
import type { AdminCoupon } from '@/lib/coupons/admin';

/** Switches a coupon on or off (the whole coupon is saved back with only `active` changed). */
export function CouponToggle({ coupon }: { coupon: AdminCoupon }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const flip = () =>
    start(async () => {
      const { _id, used: _used, ...terms } = coupon;
      const answer = await adminFetch(`/api/admin/coupons/${_id}`, {
        method: 'PATCH',
        json: { ...terms, active: !coupon.active },
      });
      if (!answer.success) {
        toast.error(answer.message);
        return;
      }
      toast.success(`${coupon.code} is ${coupon.active ? 'off' : 'on'}.`);
      router.refresh();
    });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={coupon.active}
      aria-label={`${coupon.code} active`}
      disabled={pending}
      onClick={flip}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${coupon.active ? 'bg-success' : 'bg-stone-300'} disabled:opacity-50`}
    >
      <span
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${coupon.active ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}
