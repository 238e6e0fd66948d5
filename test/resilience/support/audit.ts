import type { Sql } from './database';
import type { Address, SentOrder } from './shop';

export type OrderAudit = {
  /** Every broken promise about orders; empty when nothing was lost, doubled or half-written. */
  problems: string[];
  /** Products whose stock is not their starting stock minus the units sold, or is negative. */
  stockProblems: string[];
  ordersInDatabase: number;
  acknowledged: number;
  /** Orders written whose request got no answer (timed out, or the server died before answering). */
  committedWithoutAnswer: number;
  /** Requests without an answer that left no order. */
  lostBeforeCommit: number;
  refused: number;
  unitsSold: number;
};

type OrderRow = {
  id: string;
  user_id: string;
  status: string;
  payment_method: string;
  payment_state: string;
  subtotal_paise: number;
  delivery_fee_paise: number;
  amount_paise: number;
  address: Address;
};
type ItemRow = {
  order_id: string;
  line_no: number;
  product_id: string | null;
  size: string;
  quantity: number;
  unit_price_paise: number;
};
type KeyRow = { user_id: string; key: string; order_id: string | null };

const addressFields: (keyof Address)[] = [
  'firstName',
  'lastName',
  'email',
  'street',
  'apartment',
  'city',
  'state',
  'zipcode',
  'country',
  'phone',
];

/** Current stock of each product (null when not counted). */
export async function readStock(sql: Sql, productIds: string[]): Promise<Map<string, number | null>> {
  const rows = await sql<{ id: string; stock: number | null }>(
    'select id, stock from products where id = any($1::text[])',
    [productIds],
  );
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** Stock of every product, before a run. */
export async function readAllStock(sql: Sql): Promise<Map<string, number | null>> {
  const rows = await sql<{ id: string; stock: number | null }>('select id, stock from products');
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/**
 * Checks the database against what the clients were told: every acknowledged order is there exactly once
 * and complete (items, address, amount, first status, its Idempotency-Key); no order exists that was refused
 * or never asked for; nothing is half-written anywhere; and each product's stock is its starting stock minus
 * the units in (non-cancelled) orders, never below zero.
 */
export async function auditOrders(
  sql: Sql,
  sent: SentOrder[],
  startStock: Map<string, number | null>,
  shopperIds: string[],
): Promise<OrderAudit> {
  const problems: string[] = [];
  const stockProblems: string[] = [];
  const add = (list: string[], message: string) => {
    if (list.length < 40) list.push(message);
    else if (list.length === 40) list.push('… more problems left out');
  };
  const note = (message: string) => add(problems, message);
  const noteStock = (message: string) => add(stockProblems, message);

  const orders = await sql<OrderRow>(
    `select id, user_id, status, payment_method, payment_state, subtotal_paise, delivery_fee_paise, amount_paise, address
       from orders where user_id = any($1::text[])`,
    [shopperIds],
  );
  const orderIds = orders.map((o) => o.id);
  const items = await sql<ItemRow>(
    `select order_id, line_no, product_id, size, quantity, unit_price_paise
       from order_items where order_id = any($1::text[]) order by order_id, line_no`,
    [orderIds],
  );
  const firstStatus = await sql<{ order_id: string }>(
    `select distinct order_id from order_status_history where status = 'Order Placed' and order_id = any($1::text[])`,
    [orderIds],
  );
  const keys = await sql<KeyRow>(
    'select user_id, key, order_id from idempotency_keys where user_id = any($1::text[])',
    [shopperIds],
  );

  // Half-written anywhere in the database, whoever wrote it.
  const [orphans] = await sql<{
    items_without_order: number;
    orders_without_items: number;
    orders_without_status: number;
    keys_to_nowhere: number;
  }>(
    `select
       (select count(*)::int from order_items i where not exists (select 1 from orders o where o.id = i.order_id)) as items_without_order,
       (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as orders_without_items,
       (select count(*)::int from orders o where not exists (select 1 from order_status_history h where h.order_id = o.id)) as orders_without_status,
       (select count(*)::int from idempotency_keys k
          where k.order_id is null or not exists (select 1 from orders o where o.id = k.order_id)) as keys_to_nowhere`,
  );
  if (!orphans) throw new Error('the consistency query returned no row');
  if (orphans.items_without_order) note(`${orphans.items_without_order} order items belong to no order`);
  if (orphans.orders_without_items) note(`${orphans.orders_without_items} orders have no items`);
  if (orphans.orders_without_status) note(`${orphans.orders_without_status} orders have no status history`);
  if (orphans.keys_to_nowhere) note(`${orphans.keys_to_nowhere} Idempotency-Keys point to no order`);

  const itemsByOrder = new Map<string, ItemRow[]>();
  for (const item of items)
    itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item]);
  const placed = new Set(firstStatus.map((r) => r.order_id));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const orderByKey = new Map(keys.map((k) => [`${k.user_id}\u0000${k.key}`, k.order_id]));
  const sentByKey = new Map(sent.map((s) => [`${s.shopper.id}\u0000${s.key}`, s]));
  const claimed = new Set<string>();

  let acknowledged = 0;
  let committedWithoutAnswer = 0;
  let lostBeforeCommit = 0;
  let refused = 0;
  for (const order of sent) {
    const storedId = orderByKey.get(`${order.shopper.id}\u0000${order.key}`) ?? null;
    const stored = storedId ? orderById.get(storedId) : undefined;
    if (order.outcome === 'acked') {
      acknowledged++;
      if (!stored) {
        note(`acknowledged order ${order.orderId} (key ${order.key}) is missing`);
        continue;
      }
      if (stored.id !== order.orderId)
        note(`key ${order.key} was acknowledged as ${order.orderId} but stored as ${stored.id}`);
    } else if (order.outcome === 'refused') {
      refused++;
      if (stored)
        note(`order ${stored.id} exists although its request was refused (${order.status} ${order.message})`);
      continue;
    } else if (order.outcome === 'unknown') {
      if (stored) committedWithoutAnswer++;
      else lostBeforeCommit++;
      if (!stored) continue;
    } else {
      note(`order with key ${order.key} was never sent`);
      continue;
    }
    if (!stored) continue;
    claimed.add(stored.id);
    const where = `order ${stored.id}`;
    if (stored.user_id !== order.shopper.id)
      note(`${where} belongs to ${stored.user_id}, not ${order.shopper.id}`);
    if (stored.amount_paise !== order.amountPaise)
      note(`${where}: amount ${stored.amount_paise} paise, expected ${order.amountPaise}`);
    if (stored.subtotal_paise + stored.delivery_fee_paise !== stored.amount_paise)
      note(`${where}: subtotal + fee ≠ amount`);
    if (stored.payment_method !== 'cod' || stored.payment_state !== 'cod')
      note(`${where}: payment ${stored.payment_method}/${stored.payment_state}`);
    for (const field of addressFields) {
      if (stored.address?.[field] !== order.address[field]) {
        note(
          `${where}: address ${field} is ${JSON.stringify(stored.address?.[field])}, sent ${JSON.stringify(order.address[field])}`,
        );
      }
    }
    if (!placed.has(stored.id)) note(`${where} has no 'Order Placed' status entry`);
    const storedLines = (itemsByOrder.get(stored.id) ?? []).map(
      (i) => `${i.product_id}/${i.size}/${i.quantity}/${i.unit_price_paise}`,
    );
    const sentLines = order.lines.map((l) => `${l.productId}/${l.size}/${l.quantity}/${l.unitPricePaise}`);
    if (storedLines.sort().join(' ') !== sentLines.sort().join(' ')) {
      note(`${where}: items [${storedLines.join(' ')}], sent [${sentLines.join(' ')}]`);
    }
  }
  for (const order of orders) {
    if (claimed.has(order.id)) continue;
    const key = keys.find((k) => k.order_id === order.id);
    const known = key ? sentByKey.get(`${key.user_id}\u0000${key.key}`) : undefined;
    note(
      `order ${order.id} was never acknowledged nor left without an answer (${known ? `request ${known.outcome}` : 'no request of ours'})`,
    );
  }

  // Stock: what each product had before the run, minus what live (non-cancelled) orders took.
  const productIds = [...startStock.keys()];
  const sold = await sql<{ product_id: string; units: number }>(
    `select i.product_id, sum(i.quantity)::int as units
       from order_items i join orders o on o.id = i.order_id
      where o.status <> 'Cancelled' and o.user_id = any($1::text[]) and i.product_id = any($2::text[])
      group by i.product_id`,
    [shopperIds, productIds],
  );
  const soldBy = new Map(sold.map((s) => [s.product_id, s.units]));
  const now = await readStock(sql, productIds);
  let unitsSold = 0;
  for (const [id, start] of startStock) {
    const units = soldBy.get(id) ?? 0;
    unitsSold += units;
    const current = now.get(id) ?? null;
    if (start === null) continue;
    if (current === null) noteStock(`product ${id} no longer counts its stock`);
    else if (current < 0) noteStock(`product ${id} has negative stock ${current}`);
    else if (current !== start - units)
      noteStock(`product ${id}: stock ${current}, expected ${start} − ${units} sold = ${start - units}`);
  }

  return {
    problems,
    stockProblems,
    ordersInDatabase: orders.length,
    acknowledged,
    committedWithoutAnswer,
    lostBeforeCommit,
    refused,
    unitsSold,
  };
}
