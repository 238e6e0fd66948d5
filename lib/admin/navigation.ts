import { asc, eq, max } from 'drizzle-orm';
import { db } from '@/lib/db';
import { notFound } from '@/lib/errors';
import { invalidateLayout } from '@/lib/page-cache';
import { footerLinks, menuItems, type FooterLinkRow, type MenuItemRow } from '@/models';
import { changedFields, writeAudit } from './audit';
import type {
  FooterLinkCreateInput,
  FooterLinkPatchInput,
  MenuItemCreateInput,
  MenuItemPatchInput,
} from './navigation-schema';

export type AdminMenuItem = Omit<MenuItemRow, 'id' | 'createdAt' | 'updatedAt'> & { _id: string };
export type AdminFooterLink = Omit<FooterLinkRow, 'id' | 'createdAt' | 'updatedAt'> & { _id: string };

function toMenuItem({ id, createdAt: _c, updatedAt: _u, ...rest }: MenuItemRow): AdminMenuItem {
  return { _id: id, ...rest };
}

function toFooterLink({ id, createdAt: _c, updatedAt: _u, ...rest }: FooterLinkRow): AdminFooterLink {
  return { _id: id, ...rest };
}

const plain = (v: object) => ({ ...v }) as Record<string, unknown>;

/** Runs a menu or footer change, then marks every cached page stale (they all show the menu and footer). */
async function changingLayout<T>(change: () => Promise<T>): Promise<T> {
  const result = await change();
  invalidateLayout();
  return result;
}

const changed = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  changedFields(before, after, ['_id']);

/** Every menu item, by position (logo and theme included). */
export async function listAdminMenuItems(): Promise<AdminMenuItem[]> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));
  return rows.map(toMenuItem);
}

/** Adds a menu item (at the end when no position is given) with its audit row. */
export async function createMenuItem(
  input: MenuItemCreateInput,
  actorUserId: string,
): Promise<AdminMenuItem> {
  return changingLayout(() =>
    db.transaction(async (tx) => {
      let position = input.position;
      if (position === undefined) {
        const [last] = await tx.select({ p: max(menuItems.position) }).from(menuItems);
        position = Math.min(1000, (last?.p ?? 0) + 1);
      }
      const [row] = await tx
        .insert(menuItems)
        .values({ ...input, position })
        .returning();
      if (!row) throw new Error('Creating the menu item returned no row');
      const item = toMenuItem(row);
      await writeAudit(tx, {
        actorUserId,
        action: 'menu.create',
        entity: 'menu',
        entityId: row.id,
        after: plain(item),
      });
      return item;
    }),
  );
}

/** Edits a menu item; the audit row holds the changed fields. */
export async function updateMenuItem(
  id: string,
  patch: MenuItemPatchInput,
  actorUserId: string,
): Promise<AdminMenuItem> {
  return changingLayout(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
      if (!current) throw notFound('Menu item not found.');
      const [row] = await tx.update(menuItems).set(patch).where(eq(menuItems.id, id)).returning();
      if (!row) throw notFound('Menu item not found.');
      const item = toMenuItem(row);
      const diff = changed(plain(toMenuItem(current)), plain(item));
      if (Object.keys(diff.after).length) {
        await writeAudit(tx, { actorUserId, action: 'menu.update', entity: 'menu', entityId: id, ...diff });
      }
      return item;
    }),
  );
}

/** Removes a menu item; the audit row keeps what it was. */
export async function deleteMenuItem(id: string, actorUserId: string): Promise<void> {
  await changingLayout(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(menuItems).where(eq(menuItems.id, id)).returning();
      if (!row) throw notFound('Menu item not found.');
      await writeAudit(tx, {
        actorUserId,
        action: 'menu.delete',
        entity: 'menu',
        entityId: id,
        before: plain(toMenuItem(row)),
      });
    }),
  );
}

/** Every footer link, by position. */
export async function listAdminFooterLinks(): Promise<AdminFooterLink[]> {
  const rows = await db.select().from(footerLinks).orderBy(asc(footerLinks.position), asc(footerLinks.id));
  return rows.map(toFooterLink);
}

export async function createFooterLink(
  input: FooterLinkCreateInput,
  actorUserId: string,
): Promise<AdminFooterLink> {
  return changingLayout(() =>
    db.transaction(async (tx) => {
      let position = input.position;
      if (position === undefined) {
        const [last] = await tx.select({ p: max(footerLinks.position) }).from(footerLinks);
        position = Math.min(1000, (last?.p ?? 0) + 1);
      }
      const [row] = await tx
        .insert(footerLinks)
        .values({ ...input, position })
        .returning();
      if (!row) throw new Error('Creating the footer link returned no row');
      const link = toFooterLink(row);
      await writeAudit(tx, {
        actorUserId,
        action: 'footer.create',
        entity: 'footer',
        entityId: row.id,
        after: plain(link),
      });
      return link;
    }),
  );
}

export async function updateFooterLink(
  id: string,
  patch: FooterLinkPatchInput,
  actorUserId: string,
): Promise<AdminFooterLink> {
  return changingLayout(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(footerLinks).where(eq(footerLinks.id, id)).for('update');
      if (!current) throw notFound('Footer link not found.');
      const [row] = await tx.update(footerLinks).set(patch).where(eq(footerLinks.id, id)).returning();
      if (!row) throw notFound('Footer link not found.');
      const link = toFooterLink(row);
      const diff = changed(plain(toFooterLink(current)), plain(link));
      if (Object.keys(diff.after).length) {
        await writeAudit(tx, {
          actorUserId,
          action: 'footer.update',
          entity: 'footer',
          entityId: id,
          ...diff,
        });
      }
      return link;
    }),
  );
}

export async function deleteFooterLink(id: string, actorUserId: string): Promise<void> {
  await changingLayout(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(footerLinks).where(eq(footerLinks.id, id)).returning();
      if (!row) throw notFound('Footer link not found.');
      await writeAudit(tx, {
        actorUserId,
        action: 'footer.delete',
        entity: 'footer',
        entityId: id,
        before: plain(toFooterLink(row)),
      });
    }),
  );
}
