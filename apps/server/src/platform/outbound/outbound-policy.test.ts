import { describe, expect, it } from 'vitest';
import { OutboundRefused, loadOutboundConfig, refusalOf, resolveReachable } from './outbound-policy';

const closed = { allowPrivateNetworks: false };
const open = { allowPrivateNetworks: true };

describe('outbound policy', () => {
  it('refuses loopback and private networks unless allowed', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '100.64.0.1',
      '::1',
      'fd12::1',
    ]) {
      expect(refusalOf(address, closed), address).toMatch(/loopback or private/);
      expect(refusalOf(address, open), address).toBeUndefined();
    }
  });

  it('never reaches metadata, link-local, unspecified or multicast addresses', () => {
    for (const address of [
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      'fe80::1',
      '::',
      'fd00:ec2::254',
    ]) {
      expect(refusalOf(address, open), address).toMatch(/reserved or metadata/);
    }
  });

  it('judges an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(refusalOf('::ffff:127.0.0.1', closed)).toMatch(/private/);
    expect(refusalOf('::ffff:169.254.169.254', open)).toMatch(/metadata/);
    expect(refusalOf('::ffff:93.184.216.34', closed)).toBeUndefined();
  });

  it('lets public addresses through', () => {
    expect(refusalOf('93.184.216.34', closed)).toBeUndefined();
    expect(refusalOf('2606:2800:220:1:248:1893:25c8:1946', closed)).toBeUndefined();
  });

  it('checks what a name resolves to, and literal addresses as they are', async () => {
    await expect(resolveReachable('localhost', closed)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(resolveReachable('localhost', open)).resolves.toMatch(/^(127\.0\.0\.1|::1)$/);
    await expect(resolveReachable('[::1]', closed)).rejects.toThrow(/private/);
    await expect(resolveReachable('name.invalid', open)).rejects.toThrow(/could not be found/);
  });

  it('caps the time limits at 15 s for mail and 10 s for a push', () => {
    const config = loadOutboundConfig({ SIMDESK_MAIL_TIMEOUT_MS: '60000', SIMDESK_PUSH_TIMEOUT_MS: '2000' });
    expect(config.mailTimeoutMilliseconds).toBe(15_000);
    expect(config.pushTimeoutMilliseconds).toBe(2000);
    expect(config.allowPrivateNetworks).toBe(false);
    expect(loadOutboundConfig({ SIMDESK_OUTBOUND_ALLOW_PRIVATE: '1' }).allowPrivateNetworks).toBe(true);
  });
});
