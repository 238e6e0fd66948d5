import { listProducts, productFiltersSchema, toApiProduct } from '@/lib/catalog';
import { apiRoute } from '@/lib/http';
import { benchRouteNotFound, benchRoutesEnabled } from '../_lib/enabled';

export const dynamic = 'force-dynamic';

/** The ceiling for `/api/product/list`: the same answer, read once through the same domain function. */
const answers = new Map<string, Record<string, unknown>>();
const MAX_ANSWERS = 100;

const listFromMemory = apiRoute({ query: productFiltersSchema }, async ({ query }) => {
  const key = JSON.stringify(query);
  let answer = answers.get(key);
  if (!answer) {
    const page = await listProducts(query, { allowHidden: true });
    answer = { ...page, products: page.products.map(toApiProduct) };
    if (answers.size < MAX_ANSWERS) answers.set(key, answer);
  }
  return answer;
});

export function GET(req: Request): Promise<Response> | Response {
  return benchRoutesEnabled() ? listFromMemory(req) : benchRouteNotFound();
}
