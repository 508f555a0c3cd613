// Document numbers are personal data: the carrier keeps only a keyed hash of each, enough to recognise the same
// document again (reuse of a registration) and useless to anyone without the key.
import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../database/database';

/** Turns a document number into the keyed hash the carrier keeps. */
export interface DocumentHasher {
  hash(documentNumber: string): string;
}

/** The number as written on the document: no spaces or hyphens, letters in capitals (the X of an ID number). */
export const normalizeDocumentNumber = (documentNumber: string): string =>
  documentNumber.replace(/[\s-]/g, '').toUpperCase();

const keyName = 'document-hash-key';

/** The configured key, else the one generated at the first start and kept in the database. */
export async function openDocumentHasher(
  database: Queryable,
  configuredKey: string | undefined,
): Promise<DocumentHasher> {
  let key = configuredKey;
  if (!key) {
    // Two processes starting on one database agree: the first key written wins.
    await database.query(
      'INSERT INTO carrier_sim.secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [keyName, randomBytes(32).toString('base64')],
    );
    const rows = await database.query<{ value: string }>(
      'SELECT value FROM carrier_sim.secrets WHERE name = $1',
      [keyName],
    );
    key = rows[0]?.value;
    if (!key) throw new Error('the document hash key was not kept');
  }
  const hashKey = key;
  return {
    hash: (documentNumber) =>
      createHmac('sha256', hashKey).update(normalizeDocumentNumber(documentNumber)).digest('hex'),
  };
}
