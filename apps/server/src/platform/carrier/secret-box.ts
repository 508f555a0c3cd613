import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database/connect';
import { serverKeys } from '../database/schema';

const keyName = 'carrier-secret';
const formatPrefix = 'v1:';
const ivBytes = 12;
const tagBytes = 16;

/** Encrypts secrets kept at rest (carrier passwords) with AES-256-GCM; each value has its own random IV. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes (AES-256)');
  return {
    seal(plain) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return formatPrefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(formatPrefix)) throw new Error('not a sealed secret');
      const raw = Buffer.from(sealed.slice(formatPrefix.length), 'base64');
      if (raw.length < ivBytes + tagBytes) throw new Error('sealed secret too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
      decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** SIMDESK_SECRET_KEY as 64 hex digits or base64 of 32 bytes; anything else is refused at start. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new Error('SIMDESK_SECRET_KEY must be 32 bytes: 64 hex digits or 44 base64 characters');
  }
  return key;
}

/**
 * The key from SIMDESK_SECRET_KEY when set (kept outside the database, so a stolen dump alone reveals nothing);
 * otherwise one generated on first start and kept in server_keys for every process, like the RSA pair.
 */
export async function loadOrCreateSecretKey(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return parseSecretKey(configured);
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.name, keyName)))[0];
  const existing = await read();
  if (existing) return Buffer.from(existing.privatePem, 'base64');
  // Two processes may start at once: the first insert wins and both read it back.
  await db
    .insert(serverKeys)
    .values({ name: keyName, publicPem: '', privatePem: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('could not store the carrier secret key');
  return Buffer.from(stored.privatePem, 'base64');
}
