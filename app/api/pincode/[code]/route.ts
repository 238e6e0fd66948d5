import { apiRoute } from '@/lib/http';
import { getPincodeAnswer } from '@/lib/pincode';

// The success answer mirrors the public India Post service (an array), so it is returned as a Response
// and bypasses apiRoute's `{ success: true }` shaping; a malformed code still fails the usual way (400).
export const GET = apiRoute({}, async ({ params }) => {
  const code = typeof params.code === 'string' ? params.code : '';
  return Response.json(getPincodeAnswer(code), {
    headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
});
