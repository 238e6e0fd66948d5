import * as adminAudit from '@/app/api/admin/audit/route';
import * as adminCouponId from '@/app/api/admin/coupons/[id]/route';
import * as adminCoupons from '@/app/api/admin/coupons/route';
import * as adminCustomerBlock from '@/app/api/admin/customers/[id]/block/route';
import * as adminCustomerId from '@/app/api/admin/customers/[id]/route';
import * as adminCustomerUnblock from '@/app/api/admin/customers/[id]/unblock/route';
import * as adminCustomers from '@/app/api/admin/customers/route';
import * as adminDashboard from '@/app/api/admin/dashboard/route';
import * as adminFooterId from '@/app/api/admin/footer/[id]/route';
import * as adminFooter from '@/app/api/admin/footer/route';
import * as adminMenuId from '@/app/api/admin/menu/[id]/route';
import * as adminMenu from '@/app/api/admin/menu/route';
import * as adminMessageId from '@/app/api/admin/messages/[id]/route';
import * as adminMessages from '@/app/api/admin/messages/route';
import * as adminOrderId from '@/app/api/admin/orders/[id]/route';
import * as adminOrderStatus from '@/app/api/admin/orders/[id]/status/route';
import * as adminOrders from '@/app/api/admin/orders/route';
import * as adminReportsGst from '@/app/api/admin/reports/gst/route';
import * as adminReports from '@/app/api/admin/reports/route';
import * as adminReturnStatus from '@/app/api/admin/returns/[id]/status/route';
import * as adminReturns from '@/app/api/admin/returns/route';
import * as adminReviewHide from '@/app/api/admin/reviews/[id]/hide/route';
import * as adminReviewRestore from '@/app/api/admin/reviews/[id]/restore/route';
import * as adminReviews from '@/app/api/admin/reviews/route';
import * as adminProductId from '@/app/api/admin/products/[id]/route';
import * as adminProductsExport from '@/app/api/admin/products/export/route';
import * as adminProductsImport from '@/app/api/admin/products/import/route';
import * as adminProducts from '@/app/api/admin/products/route';
import * as adminSizeChartRow from '@/app/api/admin/size-charts/[id]/route';
import * as adminSizeCharts from '@/app/api/admin/size-charts/route';
import * as adminSynonymId from '@/app/api/admin/synonyms/[id]/route';
import * as adminSynonyms from '@/app/api/admin/synonyms/route';
import * as adminUploads from '@/app/api/admin/uploads/route';
import * as cartAdd from '@/app/api/cart/add/route';
import * as cartCoupon from '@/app/api/cart/coupon/route';
import * as cartGet from '@/app/api/cart/get/route';
import * as cartLines from '@/app/api/cart/lines/route';
import * as cartMerge from '@/app/api/cart/merge/route';
import * as cartUpdate from '@/app/api/cart/update/route';
import * as footers from '@/app/api/footers/route';
import * as headers from '@/app/api/headers/route';
import * as health from '@/app/api/health/route';
import * as orderCancel from '@/app/api/order/cancel/route';
import * as orderPlaceUpi from '@/app/api/order/place-upi/route';
import * as orderPlace from '@/app/api/order/place/route';
import * as orderReturnPhoto from '@/app/api/order/return/photo/route';
import * as orderReturn from '@/app/api/order/return/route';
import * as orderSandbox from '@/app/api/order/sandbox/[id]/route';
import * as orderStripe from '@/app/api/order/stripe/route';
import * as orderUserOrders from '@/app/api/order/userorders/route';
import * as orderVerifyRazorpay from '@/app/api/order/verifyRazorpay/route';
import * as orderVerifyStripe from '@/app/api/order/verifyStripe/route';
import * as delivery from '@/app/api/delivery/[pin]/route';
import * as pincode from '@/app/api/pincode/[code]/route';
import * as productBatch from '@/app/api/product/batch/route';
import * as productCategories from '@/app/api/product/categories/route';
import * as productList from '@/app/api/product/list/route';
import * as productSuggest from '@/app/api/product/suggest/route';
import * as reviewAdd from '@/app/api/product/review/add/route';
import * as reviewDelete from '@/app/api/product/review/delete/route';
import * as reviewGet from '@/app/api/product/review/get/route';
import * as reviewHelpful from '@/app/api/product/review/helpful/route';
import * as reviewUpdate from '@/app/api/product/review/update/route';
import * as productTags from '@/app/api/product/tags/route';
import * as userAddressId from '@/app/api/user/address/[id]/route';
import * as userAddress from '@/app/api/user/address/route';
import * as userInfo from '@/app/api/user/info/route';
import * as userLogin from '@/app/api/user/login/route';
import * as userLogout from '@/app/api/user/logout/route';
import * as userPasswordForgot from '@/app/api/user/password/forgot/route';
import * as userPasswordReset from '@/app/api/user/password/reset/route';
import * as userPassword from '@/app/api/user/password/route';
import * as userProfile from '@/app/api/user/profile/route';
import * as userRegister from '@/app/api/user/register/route';
import * as webhookRazorpay from '@/app/api/webhooks/razorpay/route';
import * as webhookStripe from '@/app/api/webhooks/stripe/route';
import * as wishlistAdd from '@/app/api/wishlist/add/route';
import * as wishlistClear from '@/app/api/wishlist/clear/route';
import * as wishlistGet from '@/app/api/wishlist/get/route';
import * as wishlistMerge from '@/app/api/wishlist/merge/route';
import * as wishlistRemove from '@/app/api/wishlist/remove/route';
import type { Fixtures } from './support';

// Every API route handler of the app, for the attack suite. A new route is one import and one row;
// routes.int.test.ts fails when a route.ts on disk has no row here.

export const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof methods)[number];

export type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;
export type RouteModule = { [M in Method]?: Handler };

/** A well-formed call, so fuzzing mutates input that reaches the domain code instead of stopping at zod. */
export type Sample = { body?: unknown; query?: Record<string, string>; params?: Record<string, string> };

export type RouteEntry = {
  /** The URL path, dynamic segments in brackets as on disk: '/api/admin/menu/[id]'. */
  path: string;
  module: RouteModule;
  /** user/admin: a valid token is required (401 without); optional: read when present. */
  auth: 'none' | 'optional' | 'user' | 'admin';
  samples?: Partial<Record<Method, (fx: Fixtures) => Sample>>;
  /** The success answer is a JSON array (the India Post shape), not `{ success: true }`. */
  arrayAnswer?: boolean;
  /** The success answer is a CSV download (text/csv); its failures are JSON like every other route's. */
  csvAnswer?: boolean;
  /** May answer a plain HTML form post with a 303 redirect (the test-mode payment page). */
  formRedirect?: boolean;
  /** Every well-formed call costs a bcrypt round: fuzz with fewer of them (the parsing is what is fuzzed). */
  bcrypt?: boolean;
  /** A valid token ends every session of its user (logout): fuzzed with `fx.leaving`'s token only. */
  endsSession?: boolean;
  /** Environment the route needs to answer at all (set while it is fuzzed). */
  env?: Record<string, string>;
};

const orderSample = (fx: Fixtures): Sample => ({ body: fx.orderBody });

export const routes: RouteEntry[] = [
  // Back office (admin token).
  {
    path: '/api/admin/audit',
    module: adminAudit,
    auth: 'admin',
    samples: { GET: () => ({ query: { page: '1' } }) },
  },
  { path: '/api/admin/dashboard', module: adminDashboard, auth: 'admin' },
  { path: '/api/admin/messages', module: adminMessages, auth: 'admin' },
  {
    path: '/api/admin/messages/[id]',
    module: adminMessageId,
    auth: 'admin',
    samples: { GET: (fx) => ({ params: { id: fx.contactMessageId } }) },
  },
  {
    path: '/api/admin/footer',
    module: adminFooter,
    auth: 'admin',
    samples: { POST: () => ({ body: { title: 'Help', link: '/help', position: 3 } }) },
  },
  {
    path: '/api/admin/footer/[id]',
    module: adminFooterId,
    auth: 'admin',
    samples: {
      PATCH: (fx) => ({ params: { id: fx.footerId }, body: { title: 'Help centre' } }),
      DELETE: (fx) => ({ params: { id: fx.footerId } }),
    },
  },
  {
    path: '/api/admin/menu',
    module: adminMenu,
    auth: 'admin',
    samples: { POST: () => ({ body: { type: 'link', title: 'Sale', link: '/shop?hasDiscount=true' } }) },
  },
  {
    path: '/api/admin/menu/[id]',
    module: adminMenuId,
    auth: 'admin',
    samples: {
      PATCH: (fx) => ({ params: { id: fx.menuId }, body: { title: 'New in', position: 2 } }),
      DELETE: (fx) => ({ params: { id: fx.menuId } }),
    },
  },
  {
    path: '/api/admin/orders',
    module: adminOrders,
    auth: 'admin',
    samples: { GET: () => ({ query: { status: 'Order Placed', q: 'asha', from: '2025-01-01', page: '1' } }) },
  },
  {
    path: '/api/admin/orders/[id]',
    module: adminOrderId,
    auth: 'admin',
    samples: { GET: (fx) => ({ params: { id: fx.adminOrderId } }) },
  },
  {
    path: '/api/admin/orders/[id]/status',
    module: adminOrderStatus,
    auth: 'admin',
    samples: {
      POST: (fx) => ({ params: { id: fx.adminOrderId }, body: { status: 'Processing', note: 'ok' } }),
    },
  },
  {
    path: '/api/admin/returns',
    module: adminReturns,
    auth: 'admin',
    samples: { GET: () => ({ query: { status: 'Requested', page: '1' } }) },
  },
  {
    path: '/api/admin/returns/[id]/status',
    module: adminReturnStatus,
    auth: 'admin',
    samples: {
      POST: () => ({ params: { id: '65f1a2b3c4d5e6f708192a3b' }, body: { status: 'Approved', note: 'ok' } }),
    },
  },
  {
    path: '/api/admin/reports',
    module: adminReports,
    auth: 'admin',
    samples: { GET: () => ({ query: { from: '2026-04-01', to: '2026-04-30' } }) },
  },
  {
    path: '/api/admin/reports/gst',
    module: adminReportsGst,
    auth: 'admin',
    csvAnswer: true,
    samples: { GET: () => ({ query: { from: '2026-04-01', to: '2026-04-30' } }) },
  },
  {
    path: '/api/admin/customers',
    module: adminCustomers,
    auth: 'admin',
    samples: { GET: () => ({ query: { q: 'asha', status: 'active', page: '1' } }) },
  },
  {
    path: '/api/admin/customers/[id]',
    module: adminCustomerId,
    auth: 'admin',
    samples: { GET: () => ({ params: { id: '65f1a2b3c4d5e6f708192a3b' } }) },
  },
  {
    path: '/api/admin/customers/[id]/block',
    module: adminCustomerBlock,
    auth: 'admin',
    // A made-up id: fuzzing must not block the fixtures' shoppers (their sessions would end).
    samples: {
      POST: () => ({ params: { id: '65f1a2b3c4d5e6f708192a3b' }, body: { reason: 'Fraud check' } }),
    },
  },
  {
    path: '/api/admin/customers/[id]/unblock',
    module: adminCustomerUnblock,
    auth: 'admin',
    samples: { POST: () => ({ params: { id: '65f1a2b3c4d5e6f708192a3b' }, body: { reason: 'Cleared' } }) },
  },
  {
    path: '/api/admin/reviews',
    module: adminReviews,
    auth: 'admin',
    samples: { GET: () => ({ query: { status: 'hidden', page: '1' } }) },
  },
  {
    path: '/api/admin/reviews/[id]/hide',
    module: adminReviewHide,
    auth: 'admin',
    // A made-up id: fuzzing must not hide the fixtures' reviews.
    samples: { POST: () => ({ params: { id: '65f1a2b3c4d5e6f708192a3b' }, body: { reason: 'Spam link' } }) },
  },
  {
    path: '/api/admin/reviews/[id]/restore',
    module: adminReviewRestore,
    auth: 'admin',
    samples: { POST: () => ({ params: { id: '65f1a2b3c4d5e6f708192a3b' }, body: {} }) },
  },
  {
    path: '/api/admin/products',
    module: adminProducts,
    auth: 'admin',
    samples: {
      GET: () => ({ query: { q: 'kurta', stock: 'low', page: '1', limit: '10' } }),
      POST: () => ({
        body: {
          name: 'Fuzz Kurta',
          category: 'Kurtas',
          regularPrice: 999,
          colors: ['Navy'],
          sizes: ['M'],
          variantStock: [{ color: 'Navy', size: 'M', stock: 3, was: null }],
          colorImages: { Navy: ['/media/uploads/navy.webp'] },
        },
      }),
    },
  },
  {
    path: '/api/admin/products/[id]',
    module: adminProductId,
    auth: 'admin',
    samples: {
      GET: (fx) => ({ params: { id: fx.adminProductId } }),
      PATCH: (fx) => ({ params: { id: fx.adminProductId }, body: { salePrice: 800, stock: 4 } }),
    },
  },
  { path: '/api/admin/size-charts', module: adminSizeCharts, auth: 'admin' },
  {
    path: '/api/admin/size-charts/[id]',
    module: adminSizeChartRow,
    auth: 'admin',
    samples: {
      PATCH: (fx) => ({
        params: { id: fx.sizeChartRowId },
        body: { chestCm: 101.5, waistCm: null, lengthCm: 71 },
      }),
    },
  },
  {
    path: '/api/admin/synonyms',
    module: adminSynonyms,
    auth: 'admin',
    samples: { POST: () => ({ body: { terms: ['lehenga', 'lehnga', 'लहंगा'] } }) },
  },
  {
    path: '/api/admin/synonyms/[id]',
    module: adminSynonymId,
    auth: 'admin',
    samples: {
      PATCH: (fx) => ({ params: { id: fx.synonymId }, body: { terms: ['stole', 'shawl', 'dupatta'] } }),
      DELETE: (fx) => ({ params: { id: fx.synonymId } }),
    },
  },
  { path: '/api/admin/uploads', module: adminUploads, auth: 'admin' },
  { path: '/api/admin/products/export', module: adminProductsExport, auth: 'admin', csvAnswer: true },
  // Multipart only: a JSON body is refused (415) before any file is read.
  { path: '/api/admin/products/import', module: adminProductsImport, auth: 'admin' },
  {
    path: '/api/admin/coupons',
    module: adminCoupons,
    auth: 'admin',
    samples: {
      POST: () => ({
        body: { code: 'SAVE200', kind: 'flat', value: 200, minOrder: 1999, perUserLimit: 1, categories: [] },
      }),
    },
  },
  {
    path: '/api/admin/coupons/[id]',
    module: adminCouponId,
    auth: 'admin',
    samples: {
      PATCH: (fx) => ({
        params: { id: fx.couponId },
        body: { code: 'FUZZ10', kind: 'percent', value: 15, maxDiscount: 500, usageLimit: 100 },
      }),
    },
  },

  // Cart and wishlist (the user comes from the token).
  {
    path: '/api/cart/add',
    module: cartAdd,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { itemId: fx.sizedId, size: 'M' } }) },
  },
  { path: '/api/cart/get', module: cartGet, auth: 'user', samples: { POST: () => ({ body: {} }) } },
  { path: '/api/cart/lines', module: cartLines, auth: 'user', samples: { POST: () => ({ body: {} }) } },
  {
    path: '/api/cart/coupon',
    module: cartCoupon,
    auth: 'optional',
    samples: { POST: (fx) => ({ body: { code: 'fuzz10', items: [{ _id: fx.plainId, quantity: 2 }] } }) },
  },
  {
    path: '/api/cart/merge',
    module: cartMerge,
    auth: 'user',
    samples: {
      POST: (fx) => ({ body: { cartData: { [fx.sizedId]: { S: 1 }, [fx.plainId]: { default: 2 } } } }),
    },
  },
  {
    path: '/api/cart/update',
    module: cartUpdate,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { itemId: fx.sizedId, size: 'M', quantity: 2 } }) },
  },
  {
    path: '/api/wishlist/add',
    module: wishlistAdd,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { productId: fx.plainId } }) },
  },
  {
    path: '/api/wishlist/clear',
    module: wishlistClear,
    auth: 'user',
    samples: { POST: () => ({ body: {} }) },
  },
  { path: '/api/wishlist/get', module: wishlistGet, auth: 'user' },
  {
    path: '/api/wishlist/merge',
    module: wishlistMerge,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { wishlist: [fx.plainId, fx.sizedId] } }) },
  },
  {
    path: '/api/wishlist/remove',
    module: wishlistRemove,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { productId: fx.plainId } }) },
  },

  // Navigation and health.
  { path: '/api/footers', module: footers, auth: 'none' },
  { path: '/api/headers', module: headers, auth: 'none' },
  { path: '/api/health', module: health, auth: 'none' },

  // Orders and payments.
  {
    path: '/api/order/cancel',
    module: orderCancel,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { orderId: fx.cancellableOrderId } }) },
  },
  { path: '/api/order/place', module: orderPlace, auth: 'user', samples: { POST: orderSample } },
  { path: '/api/order/return/photo', module: orderReturnPhoto, auth: 'user' },
  {
    // Another shopper's order: the attack suite's shopper may not return it (403), nor an unknown one.
    path: '/api/order/return',
    module: orderReturn,
    auth: 'user',
    samples: {
      POST: (fx) => ({
        body: {
          orderId: fx.adminOrderId,
          kind: 'return',
          reason: 'Changed my mind',
          lines: [{ lineNo: 1, quantity: 1 }],
          refundAccount: { upiId: 'asha@okhdfc' },
        },
      }),
    },
  },
  { path: '/api/order/place-upi', module: orderPlaceUpi, auth: 'user', samples: { POST: orderSample } },
  { path: '/api/order/stripe', module: orderStripe, auth: 'user', samples: { POST: orderSample } },
  {
    path: '/api/order/sandbox/[id]',
    module: orderSandbox,
    // Only the order's shopper may see or decide a test-mode payment (issue 14 point 7).
    auth: 'user',
    formRedirect: true,
    samples: {
      GET: (fx) => ({ params: { id: fx.sandboxId } }),
      POST: (fx) => ({ params: { id: fx.sandboxId }, body: { action: 'decline' } }),
    },
  },
  { path: '/api/order/userorders', module: orderUserOrders, auth: 'user' },
  {
    path: '/api/order/verifyRazorpay',
    module: orderVerifyRazorpay,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { orderId: fx.onlineOrderId, success: true } }) },
  },
  {
    path: '/api/order/verifyStripe',
    module: orderVerifyStripe,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { orderId: fx.onlineOrderId, success: 'true' } }) },
  },
  {
    path: '/api/pincode/[code]',
    module: pincode,
    auth: 'none',
    arrayAnswer: true,
    samples: { GET: () => ({ params: { code: '110003' } }) },
  },
  {
    path: '/api/delivery/[pin]',
    module: delivery,
    auth: 'none',
    samples: { GET: () => ({ params: { pin: '560038' }, query: { amount: '1999' } }) },
  },

  // Catalogue and reviews.
  {
    path: '/api/product/batch',
    module: productBatch,
    auth: 'none',
    samples: { POST: (fx) => ({ body: { ids: [fx.sizedId, fx.plainId] } }) },
  },
  { path: '/api/product/categories', module: productCategories, auth: 'none' },
  {
    path: '/api/product/list',
    module: productList,
    auth: 'optional',
    samples: {
      GET: () => ({
        query: {
          q: 'kurta',
          category: 'T-Shirts & Shirts',
          colors: 'Blue,Red',
          sort: 'low-high',
          minPrice: '100',
          page: '1',
          limit: '20',
        },
      }),
    },
  },
  {
    path: '/api/product/suggest',
    module: productSuggest,
    auth: 'none',
    samples: { GET: () => ({ query: { q: 'kurt', limit: '6' } }) },
  },
  { path: '/api/product/tags', module: productTags, auth: 'none' },
  {
    path: '/api/product/review/add',
    module: reviewAdd,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { productId: fx.sizedId, rating: 4, comment: 'Lovely fabric.' } }) },
  },
  {
    path: '/api/product/review/delete',
    module: reviewDelete,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { productId: fx.sizedId } }) },
  },
  {
    path: '/api/product/review/get',
    module: reviewGet,
    auth: 'none',
    samples: { POST: (fx) => ({ body: { productId: fx.sizedId, sort: 'helpful', verifiedOnly: false } }) },
  },
  {
    path: '/api/product/review/helpful',
    module: reviewHelpful,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { reviewId: fx.othersReviewId, helpful: true } }) },
  },
  {
    path: '/api/product/review/update',
    module: reviewUpdate,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { productId: fx.plainId, rating: 3, comment: 'Fits well.' } }) },
  },

  // Accounts.
  {
    path: '/api/user/address',
    module: userAddress,
    auth: 'user',
    samples: { POST: (fx) => ({ body: { address: fx.orderBody.address } }) },
  },
  {
    path: '/api/user/address/[id]',
    module: userAddressId,
    auth: 'user',
    samples: {
      PATCH: (fx) => ({
        params: { id: fx.addressId },
        body: { address: fx.orderBody.address, isDefault: true },
      }),
      DELETE: (fx) => ({ params: { id: fx.addressId } }),
    },
  },
  { path: '/api/user/info', module: userInfo, auth: 'user' },
  {
    path: '/api/user/login',
    module: userLogin,
    auth: 'none',
    bcrypt: true,
    samples: { POST: (fx) => ({ body: { email: fx.user.email, password: fx.user.password } }) },
  },
  { path: '/api/user/logout', module: userLogout, auth: 'optional', endsSession: true },
  {
    path: '/api/user/password',
    module: userPassword,
    auth: 'user',
    bcrypt: true,
    // A wrong current password: the call is judged (400) without changing the fixture's password.
    samples: {
      POST: () => ({ body: { currentPassword: 'not-the-password', newPassword: 'Monsoon-Ledger-88' } }),
    },
  },
  {
    path: '/api/user/password/forgot',
    module: userPasswordForgot,
    auth: 'none',
    // Every answer takes at least 400 ms (the same for any e-mail): fuzz with fewer calls.
    bcrypt: true,
    samples: { POST: (fx) => ({ body: { email: fx.user.email } }) },
  },
  {
    path: '/api/user/password/reset',
    module: userPasswordReset,
    auth: 'none',
    bcrypt: true,
    // An unknown token: judged (400) without changing anybody's password.
    samples: {
      POST: () => ({ body: { token: 'not-a-real-reset-token', newPassword: 'Monsoon-Ledger-88' } }),
    },
  },
  {
    path: '/api/user/profile',
    module: userProfile,
    auth: 'user',
    samples: { POST: () => ({ body: { name: 'Asha Verma', phone: '9876543210' } }) },
  },
  {
    path: '/api/user/register',
    module: userRegister,
    auth: 'none',
    bcrypt: true,
    samples: {
      POST: () => ({ body: { name: 'Meera Iyer', email: 'meera@example.in', password: 'monsoon-2024' } }),
    },
  },

  // Provider webhooks (signature over the raw body).
  {
    path: '/api/webhooks/razorpay',
    module: webhookRazorpay,
    auth: 'none',
    samples: { POST: () => ({ body: {} }) },
  },
  {
    path: '/api/webhooks/stripe',
    module: webhookStripe,
    auth: 'none',
    samples: { POST: () => ({ body: {} }) },
  },
];

/** Every exported handler: one row per route and method. */
export function handlers(): { entry: RouteEntry; method: Method; handler: Handler }[] {
  return routes.flatMap((entry) =>
    methods.flatMap((method) => {
      const handler = entry.module[method];
      return handler ? [{ entry, method, handler }] : [];
    }),
  );
}

/** The handlers that require a token (user or admin). */
export function authenticatedHandlers() {
  return handlers().filter(({ entry }) => entry.auth === 'user' || entry.auth === 'admin');
}

/** The route file an entry stands for, relative to the project root. */
export const routeFile = (entry: RouteEntry) => `app${entry.path}/route.ts`;

export type FuzzGroup = 'admin-accounts-cart' | 'catalogue-orders';

/**
 * The fuzz suite's two files, which run in parallel and take about as long as each other: the back office,
 * accounts, cart and wishlist routes; then the catalogue, reviews, orders, payments and the rest.
 */
export const fuzzGroup = (entry: RouteEntry): FuzzGroup =>
  /^\/api\/(admin|user|cart|wishlist)\//.test(entry.path) ? 'admin-accounts-cart' : 'catalogue-orders';
