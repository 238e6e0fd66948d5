import { getAdminProduct, productPatchSchema, updateProduct } from '@/lib/admin';
import { apiRoute } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/http/api-routes';

/** One product, published or not. */
export const GET = apiRoute({ auth: 'admin' }, async ({ params }) => ({
  product: await getAdminProduct(String(params.id)),
}));

/** Edits any subset of the product's fields → `{ product }`. */
export const PATCH = apiRoute(
  { auth: 'admin', body: productPatchSchema, bodyLimit: BODY_LIMITS.adminProduct },
  async ({ params, body, user }) => ({
    message: 'Product saved.',
    product: await updateProduct(String(params.id), body, user.id),
  }),
);
