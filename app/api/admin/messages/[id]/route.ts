import { apiRoute } from '@/lib/http';
import { notFound } from '@/lib/errors';
import { getContactMessage } from '@/lib/marketing';

/** One contact message (marked read) → `{ message }`. */
export const GET = apiRoute({ auth: 'admin' }, async ({ params }) => {
  const message = await getContactMessage(String(params.id));
  if (!message) throw notFound('No such message.');
  return { message };
});
