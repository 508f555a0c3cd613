/** Kinds of destination a card may be allowed to reach. */
export const destinationTypes = ['ip', 'domain'] as const;
export type DestinationType = (typeof destinationTypes)[number];

/** Most destinations one list carries: the carrier takes up to 50 in one work order. */
export const destinationMaximum = 50;

const octetPattern = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const addressPattern = new RegExp(`^${octetPattern}(\\.${octetPattern}){3}(/(3[0-2]|[12]?\\d))?$`);
const labelPattern = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The address as a 32-bit number. */
function addressValue(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

/**
 * Whether an IPv4 address or CIDR range is well formed, with no host bits set below its prefix (10.1.2.0/24,
 * not 10.1.2.3/24), so a range is written one way only.
 */
export function isIpRange(value: string): boolean {
  if (!addressPattern.test(value)) return false;
  const [address = '', prefix] = value.split('/');
  if (prefix === undefined) return true;
  const hostBits = 32 - Number(prefix);
  return addressValue(address) % 2 ** hostBits === 0;
}

/** Whether a host name is well formed (lower case, at least two labels), optionally `*.`-prefixed. */
export function isDomainName(value: string): boolean {
  const host = value.startsWith('*.') ? value.slice(2) : value;
  if (host.length > 253) return false;
  const labels = host.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => labelPattern.test(label)) &&
    !/^\d+$/.test(labels.at(-1) ?? '')
  );
}

/** Whether a destination of its type is well formed. */
export function isValidDestination(destination: { type: DestinationType; value: string }): boolean {
  return destination.type === 'ip' ? isIpRange(destination.value) : isDomainName(destination.value);
}
