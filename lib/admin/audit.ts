import { count, desc, eq } from 'drizzle-orm';
import { db, type Db, type Tx } from '@/lib/db';
import { auditLog, users } from '@/models';
import { totalPagesFor } from './pagination';

export type AuditEntry = {
  actorUserId: string | null;
  /** What happened, `entity.verb`: product.create, order.status, menu.delete … */
  action: string;
  entity:
    | 'order'
    | 'return'
    | 'product'
    | 'menu'
    | 'footer'
    | 'upload'
    | 'user'
    | 'synonym'
    | 'size_chart'
    | 'coupon'
    | 'review';
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit row; callers pass the transaction of the change so both commit or neither does. */
export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await writeAudits(tx, [entry]);
}

/** Writes many audit rows at once (a catalogue import), in the change's transaction. */
export async function writeAudits(tx: Tx | Db, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await tx.insert(auditLog).values(
      entries.slice(i, i + 500).map((e) => ({
        actorUserId: e.actorUserId,
        action: e.action,
        entity: e.entity,
        entityId: e.entityId,
        before: e.before ?? null,
        after: e.after ?? null,
      })),
    );
  }
}

type Json = Record<string, unknown>;

/**
 * The fields that differ between two snapshots, as `{ before, after }` holding only those fields
 * (compared by JSON value, so arrays and nested objects compare by content). `ignore` lists keys
 * that change on every write (updatedAt).
 */
export function changedFields(
  before: Json,
  after: Json,
  ignore: readonly string[] = [],
): { before: Json; after: Json } {
  const out = { before: {} as Json, after: {} as Json };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignore.includes(key)) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    out.before[key] = before[key];
    out.after[key] = after[key];
  }
  return out;
}

export type AuditRow = {
  id: number;
  date: number;
  action: string;
  entity: string;
  entityId: string;
  actor: { id: string; name: string; email: string } | null;
  before: unknown;
  after: unknown;
};

/** One page of the audit log, newest first. */
export async function listAuditLog({ page, limit }: { page: number; limit: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        actorId: users.id,
        actorName: users.name,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLog),
  ]);
  const total = counted?.n ?? 0;
  const entries: AuditRow[] = rows.map((r) => ({
    id: r.id,
    date: r.createdAt.getTime(),
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' } : null,
    before: r.before,
    after: r.after,
  }));
  return { entries, total, page, totalPages: totalPagesFor(total, limit) };
}
