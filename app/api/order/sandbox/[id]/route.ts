import { z } from 'zod';
import { apiRoute, readBodyText } from '@/lib/http';
import { badRequest } from '@/lib/errors';
import { approveSandboxPayment, declineSandboxPayment, getSandboxSession } from '@/lib/orders';
import { BODY_LIMITS } from '@/lib/http/api-routes';

const sessionId = (params: Record<string, string | string[] | undefined>) =>
  typeof params.id === 'string' ? params.id : '';

/** The test-mode payment page's data for the order's owner: `{ success, session }`. */
export const GET = apiRoute({ auth: 'user' }, async ({ params, user }) => ({
  session: await getSandboxSession(sessionId(params), user.id),
}));

const actionSchema = z.enum(['approve', 'decline'], { error: "action must be 'approve' or 'decline'." });

const isFormPost = (req: Request) =>
  /application\/x-www-form-urlencoded|multipart\/form-data/.test(req.headers.get('content-type') ?? '');

async function readAction(req: Request): Promise<unknown> {
  // One small field either way: the body is read within 1 KB (413 above) before it is parsed.
  const text = await readBodyText(req, BODY_LIMITS.sandboxDecision);
  if (isFormPost(req)) {
    const form = await new Response(text, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    })
      .formData()
      .catch(() => {
        throw badRequest('The form could not be read.');
      });
    return form.get('action');
  }
  try {
    return text.trim() ? (JSON.parse(text) as { action?: unknown }).action : undefined;
  } catch {
    throw badRequest('Request body must be valid JSON.');
  }
}

/**
 * `{ action: 'approve' | 'decline' }` → `{ success, redirectUrl }` (JSON), or a 303 to the payment return
 * page for a plain HTML form post, so the test payment page works without JavaScript. Only the order's
 * shopper (token header or session cookie) may decide; 404 when the sandbox is switched off.
 */
export const POST = apiRoute({ auth: 'user' }, async ({ req, params, user }) => {
  const parsed = actionSchema.safeParse(await readAction(req));
  if (!parsed.success) throw badRequest("action must be 'approve' or 'decline'.");
  const id = sessionId(params);
  const result =
    parsed.data === 'approve'
      ? await approveSandboxPayment(id, user.id)
      : await declineSandboxPayment(id, user.id);
  if (isFormPost(req)) return new Response(null, { status: 303, headers: { location: result.redirectUrl } });
  return {
    message: parsed.data === 'approve' ? 'Payment approved (test mode).' : 'Payment declined (test mode).',
    ...result,
  };
});
