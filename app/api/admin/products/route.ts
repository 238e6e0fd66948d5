import { adminProductQuerySchema, createProduct, listAdminProducts, productCreateSchema } from '@/lib/admin';
import { apiRoute } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/http/api-routes';

/** Every product, drafts and hidden ones included: search, filters, pagination. */
export const GET = apiRoute({ auth: 'admin', query: adminProductQuerySchema }, async ({ query }) =>
  listAdminProducts(query),
);

/** Creates a product from the shared product schema (rupees, kg) → `{ product }`. */
export const POST = apiRoute(
  { auth: 'admin', body: productCreateSchema, bodyLimit: BODY_LIMITS.adminProduct },
  async ({ body, user }) => ({
    message: 'Product created.',
    product: await createProduct(body, user.id),
  }),
);
