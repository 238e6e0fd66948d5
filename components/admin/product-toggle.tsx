'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/browser/admin-api';

type Props = { productId: string; field: 'published' | 'isFeatured'; value: boolean; label: string };

/** A switch that flips one flag of a product (publish, featured) and refreshes the table. */
export function ProductToggle({ productId, field, value, label }: Props) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const flip = () =>
    start(async () => {
      const answer = await adminFetch(`/api/admin/products/${productId}`, {
        method: 'PATCH',
        json: { [field]: !value },
      });
      if (!answer.success) {
        toast.error(answer.message);
        return;
      }
      toast.success(
        field === 'published'
          ? value
            ? 'Unpublished.'
            : 'Published.'
          : value
            ? 'No longer featured.'
            : 'Featured.',
      );
      router.refresh();
    });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={value}
      aria-label={label}
      disabled={pending}
      onClick={flip}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${value ? 'bg-success' : 'bg-stone-300'} disabled:opacity-50`}
    >
      <span
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${value ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}
