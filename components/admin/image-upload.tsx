'use client';

import { ChevronLeft, ImagePlus, Star, X } from 'lucide-react';
import { useId, useState } from 'react';
import { adminFetch } from '@/lib/browser/admin-api';
import { smallImage } from '@/lib/media/shared/url';

type Props = {
  images: string[];
  onChange: (images: string[]) => void;
  max: number;
  /** The list's accessible name ("Navy images" for a colour's gallery). */
  label?: string;
};

/** The product's images: upload (resized to 800x1000 WebP on the server), reorder, remove. */
export function ImageUpload({ images, onChange, max, label = 'Product images' }: Props) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    const added: string[] = [];
    for (const file of Array.from(files).slice(0, Math.max(0, max - images.length))) {
      const form = new FormData();
      form.set('file', file);
      const answer = await adminFetch<{ url: string }>('/api/admin/uploads', { form });
      if (answer.success) added.push(answer.url);
      else setError(`${file.name}: ${answer.message}`);
    }
    onChange([...images, ...added]);
    setBusy(false);
  };

  return (
    <div>
      <ul className="flex flex-wrap gap-3" aria-label={label}>
        {images.map((src, i) => (
          <li
            key={src}
            className="group relative h-32 w-24 overflow-hidden rounded-lg border border-line bg-canvas"
          >
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={smallImage(src)}
              alt={`Image ${i + 1}`}
              className="h-full w-full object-cover"
              data-testid="product-form-image"
            />
            {i === 0 ? (
              <span className="absolute left-1 top-1 rounded bg-ink px-1.5 py-0.5 text-[10px] font-semibold text-white">
                Main
              </span>
            ) : null}
            <div className="absolute inset-x-1 bottom-1 flex justify-between">
              {i > 0 ? (
                <span className="flex gap-1">
                  <button
                    type="button"
                    aria-label={`Make image ${i + 1} the main image`}
                    onClick={() => onChange([src, ...images.filter((x) => x !== src)])}
                    className="rounded bg-white/90 p-1 shadow"
                  >
                    <Star aria-hidden className="h-3.5 w-3.5" />
                  </button>
                  {i > 1 ? (
                    <button
                      type="button"
                      aria-label={`Move image ${i + 1} earlier`}
                      onClick={() =>
                        onChange(images.map((x, j) => (j === i - 1 ? src : j === i ? images[i - 1]! : x)))
                      }
                      className="rounded bg-white/90 p-1 shadow"
                    >
                      <ChevronLeft aria-hidden className="h-3.5 w-3.5" />
                    </button>
                  ) : null}
                </span>
              ) : (
                <span />
              )}
              <button
                type="button"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => onChange(images.filter((x) => x !== src))}
                className="rounded bg-white/90 p-1 shadow"
              >
                <X aria-hidden className="h-3.5 w-3.5" />
              </button>
            </div>
          </li>
        ))}
        {images.length < max ? (
          <li>
            <label
              htmlFor={inputId}
              className={`flex h-32 w-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-line text-center text-xs text-muted hover:border-ink ${busy ? 'opacity-50' : ''}`}
            >
              <ImagePlus aria-hidden className="h-5 w-5" />
              {busy ? 'Uploading…' : 'Upload image'}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              multiple
              disabled={busy}
              className="sr-only"
              onChange={(e) => {
                void upload(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
            />
          </li>
        ) : null}
      </ul>
      <p className="mt-2 text-xs text-muted">JPEG, PNG, WebP or AVIF up to 5 MB; cropped to 800×1000.</p>
      <p aria-live="polite" className="mt-1 text-sm text-danger">
        {error}
      </p>
    </div>
  );
}
