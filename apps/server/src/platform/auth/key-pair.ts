import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database/connect';
import { serverKeys } from '../database/schema';

const keyName = 'password-transport';

export interface PasswordKeyPair {
  publicPem: string;
  privatePem: string;
}

/** The RSA pair passwords travel under: made on first start, kept in the database for every process. */
export async function loadOrCreateKeyPair(db: Database): Promise<PasswordKeyPair> {
  const existing = await db.select().from(serverKeys).where(eq(serverKeys.name, keyName));
  if (existing[0]) return { publicPem: existing[0].publicPem, privatePem: existing[0].privatePem };
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // Two processes may start at once: the first insert wins and both read it back.
  await db
    .insert(serverKeys)
    .values({ name: keyName, publicPem: pair.publicKey, privatePem: pair.privateKey })
    .onConflictDoNothing();
  const stored = await db.select().from(serverKeys).where(eq(serverKeys.name, keyName));
  const row = stored[0];
  if (!row) throw new Error('could not store the password key pair');
  return { publicPem: row.publicPem, privatePem: row.privatePem };
}

/** RSA-OAEP SHA-256 of base64 ciphertext; undefined when it does not decrypt. */
export function decryptPassword(keyPair: PasswordKeyPair, ciphertext: string): string | undefined {
  try {
    const plain = privateDecrypt(
      { key: keyPair.privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertext, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return undefined;
  }
}
