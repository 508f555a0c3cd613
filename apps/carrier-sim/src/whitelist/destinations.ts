// PCC white-list destinations (IP certification) and how the carrier reviews them.
import { z } from 'zod';

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const domainName = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const ipRange = z.string().refine((value) => {
  const [address = '', prefix, ...rest] = value.split('/');
  const length = prefix === undefined ? 32 : Number(prefix);
  return rest.length === 0 && ipv4.test(address) && Number.isInteger(length) && length >= 1 && length <= 32;
}, 'an IPv4 address or range (a.b.c.d or a.b.c.d/n)');

export const destinationSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ip'), value: ipRange }),
  z.strictObject({
    type: z.literal('domain'),
    value: z.string().toLowerCase().regex(domainName, 'a domain name'),
  }),
]);
export type Destination = z.infer<typeof destinationSchema>;

// Ranges a carrier will not certify: private, loopback, link-local and shared address space.
const reservedRanges: readonly [number, number][] = [
  [0x0a000000, 8],
  [0xac100000, 12],
  [0xc0a80000, 16],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0x64400000, 10],
  [0x00000000, 8],
];

const addressNumber = (address: string) =>
  address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

function overlapsReserved(value: string): boolean {
  const [address = '', prefix = '32'] = value.split('/');
  const length = Number(prefix);
  const start = addressNumber(address);
  return reservedRanges.some(([base, baseLength]) => {
    const shorter = Math.min(length, baseLength);
    const mask = shorter === 0 ? 0 : (0xffffffff << (32 - shorter)) >>> 0;
    return (start & mask) >>> 0 === (base & mask) >>> 0;
  });
}

const publicSuffixes = new Set(['com', 'cn', 'net', 'org', 'io', 'com.cn', 'net.cn', 'org.cn', 'gov.cn']);

/** Why the carrier refuses a destination on review, or null when it passes. */
export function reviewProblem(destination: Destination): string | null {
  if (destination.type === 'ip') {
    if (overlapsReserved(destination.value))
      return `${destination.value}: a private or reserved address range`;
    const prefix = Number(destination.value.split('/')[1] ?? 32);
    if (prefix < 16) return `${destination.value}: wider than a /16 range`;
    return null;
  }
  // A wildcard needs a registrable domain under it, not a bare suffix such as *.com or *.com.cn.
  if (destination.value.startsWith('*.') && publicSuffixes.has(destination.value.slice(2))) {
    return `${destination.value}: a wildcard over a whole top-level domain`;
  }
  return null;
}
