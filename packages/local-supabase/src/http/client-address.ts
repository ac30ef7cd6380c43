import { BlockList, isIP } from 'node:net';

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is the IPv4 address it carries. */
function unmapped(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/**
 * The proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, e.g. from
 * `TRUSTED_PROXIES="127.0.0.1, 10.0.0.0/8"`. An entry that is neither is a configuration error.
 */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', prefix] = entry.split('/');
    const type = family(unmapped(address));
    if (!type) throw new Error(`trusted proxy "${entry}" is not an IP address or CIDR range`);
    if (prefix === undefined) {
      list.addAddress(unmapped(address), type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (type === 'ipv4' ? 32 : 128)) {
      throw new Error(`trusted proxy "${entry}" has an invalid prefix length`);
    }
    list.addSubnet(unmapped(address), bits, type);
  }
  return list;
}

export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isTrusted(list: BlockList, address: string): boolean {
  const type = family(address);
  return type !== null && list.check(address, type);
}

/**
 * The client's address: the socket peer's, unless the peer is a trusted proxy; then
 * X-Forwarded-For is read from the right (each proxy appends the address it saw) and the first
 * hop that is not a trusted proxy is the client. Hops to the left of it were written by the
 * client itself and prove nothing, so a forged header cannot change the answer.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: BlockList): string {
  let client = unmapped(peer);
  if (!forwardedFor || !isTrusted(trusted, client)) return client;
  const hops = forwardedFor.split(',').map((hop) => unmapped(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    // A malformed hop ends the chain: the last proxy we trust is as far as we can see.
    if (!family(hop)) return client;
    client = hop;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return client;
}
