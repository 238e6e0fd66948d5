import { BlockList, isIP } from 'node:net';
import { env, type TrustProxy } from '@/lib/env';

/**
 * The client's address for rate limiting, from `X-Forwarded-For` read right to left the way
 * TRUST_PROXY allows. The store's front door (lib/http/front-door.ts) appends the address of the TCP peer
 * to that header, as every proxy does, so its last entry is always the real peer and the entries to
 * its left are whatever the peer claims:
 *
 * - `off` (default): the peer itself; anything a client writes into the header is ignored.
 * - a hop count N: N proxies in front append in turn; the client is the entry N places left of the peer.
 * - a list of addresses/CIDRs: skip entries from the right while they are trusted proxies.
 *
 * Without the header at all (a handler called directly, as in tests) the answer is 'local'.
 */
export function clientIp(req: Request, trust: TrustProxy = env.TRUST_PROXY): string {
  return resolveClientIp(req.headers.get('x-forwarded-for'), trust);
}

/** What clientIp decides, on the raw header value. */
export function resolveClientIp(forwardedFor: string | null, trust: TrustProxy): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => normalize(entry.trim()))
    .filter(Boolean);
  if (chain.length === 0) return 'local';
  const last = chain.length - 1;
  let index = last;
  if (trust.mode === 'hops') index = Math.max(0, last - trust.hops);
  if (trust.mode === 'list') {
    const trusted = blockList(trust.entries);
    while (index > 0 && isTrusted(trusted, chain[index]!)) index--;
  }
  return chain[index]!.slice(0, 64);
}

/** `::ffff:203.0.113.7` is the IPv4 address it wraps; ports and brackets go (`[2001:db8::1]:443`). */
function normalize(entry: string): string {
  let value = entry;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.replace(/:\d+$/, '');
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(value)) value = value.slice(7);
  return value.toLowerCase();
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const lists = new Map<string, BlockList>();

function blockList(entries: readonly string[]): BlockList {
  const key = entries.join(',');
  let list = lists.get(key);
  if (list) return list;
  list = new BlockList();
  const add = (cidr: string) => {
    const [address = '', bits] = cidr.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list!.addAddress(address, family);
    else list!.addSubnet(address, Number(bits), family);
  };
  for (const entry of entries) {
    if (entry === 'loopback') ['127.0.0.0/8', '::1/128'].forEach(add);
    else if (entry === 'private') ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'].forEach(add);
    else if (entry === 'uniquelocal') add('fc00::/7');
    else add(entry);
  }
  lists.set(key, list);
  return list;
}
