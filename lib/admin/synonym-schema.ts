import { z } from 'zod';
import { normalizeSearchText } from '@/lib/catalog/spelling';

// Shared by `/api/admin/synonyms` and the /admin/synonyms editor; no server imports.

export const MAX_SYNONYM_TERMS = 20;
const MAX_TERM_LENGTH = 40;

/** One term: lower case, NFC, single spaces; letters, marks and digits joined by single spaces or hyphens. */
const term = z
  .string({ error: 'must be text' })
  .transform((v) => normalizeSearchText(v).trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(2, 'must be at least 2 characters')
      .max(MAX_TERM_LENGTH, `must be at most ${MAX_TERM_LENGTH} characters`)
      .regex(
        /^[\p{L}\p{M}\p{N}]+(?:[- ][\p{L}\p{M}\p{N}]+)*$/u,
        'must be letters or digits, words joined by single spaces or hyphens',
      ),
  );

/**
 * A synonym group: two or more distinct terms that mean the same to a shopper, the first naming
 * the group ("Showing results for t-shirt"). Repeats are dropped.
 */
export const synonymGroupSchema = z.object({
  terms: z
    .array(term, { error: 'must be a list of words' })
    .max(MAX_SYNONYM_TERMS, `must have at most ${MAX_SYNONYM_TERMS} words`)
    .transform((terms) => [...new Set(terms)])
    .refine((terms) => terms.length >= 2, 'must have at least 2 different words'),
});

export type SynonymGroupInput = z.output<typeof synonymGroupSchema>;
