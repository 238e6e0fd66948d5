import { productFiltersSchema } from '@/lib/catalog';
import { readListingAnswer } from '@/lib/catalog/listing-answer';

/**
 * The bytes `/api/product/list?<query>` answers for published products, read with the route's own
 * function: what bench/workers/list-answer.ts writes to public/_bench/ as the list API's ceiling.
 */
export async function listAnswerBody(query: string): Promise<string> {
  const filters = productFiltersSchema.parse(new URLSearchParams(query));
  return (await readListingAnswer(filters)).json;
}
