import { z } from 'zod';

// Shared by PATCH /api/admin/size-charts/{id} and the /admin/size-charts editor; no server imports.

const measurement = (label: string) =>
  z
    .union([z.number(), z.null()], { error: `${label} must be a number of centimetres, or empty.` })
    .refine((v) => v === null || (Number.isFinite(v) && v >= 1 && v <= 300), {
      error: `${label} must be from 1 to 300 cm, or empty.`,
    })
    .transform((v) => (v === null ? null : Math.round(v * 10) / 10));

/** One row's measurements in cm (empty: not measured for this category). */
export const sizeChartRowSchema = z.object({
  chestCm: measurement('Chest'),
  waistCm: measurement('Waist'),
  lengthCm: measurement('Length'),
});

export type SizeChartRowInput = z.output<typeof sizeChartRowSchema>;
