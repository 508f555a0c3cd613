import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './connect';
import { canStreamCopy, copyCsvOut } from './copy-to';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Copies `query` out, collecting what is written. */
async function copiedText(query: ReturnType<typeof sql>) {
  const chunks: Buffer[] = [];
  const rows = await copyCsvOut(database.db, query, async (chunk) => {
    chunks.push(Buffer.from(chunk));
  });
  return { rows, text: Buffer.concat(chunks).toString('utf8') };
}

// COPY TO streams on a PostgreSQL server only (the PostgreSQL API run); PGlite exports in batches instead.
describe.skipIf(!process.env.SIMDESK_TEST_DATABASE_URL)('copyCsvOut on PostgreSQL', () => {
  it('streams every row as a CRLF line, a line feed inside a quoted cell kept', async () => {
    expect(canStreamCopy(database.db)).toBe(true);
    const { rows, text } = await copiedText(
      sql`select n, case when n = 2 then E'two\nlines' else 'row ' || n end, '名称, 中文'
        from generate_series(1, 50000) as n`,
    );
    expect(rows).toBe(50_000);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(50_001);
    expect(lines.slice(0, 2)).toEqual(['1,row 1,"名称, 中文"', '2,"two\nlines","名称, 中文"']);
    expect(lines.at(-2)).toBe('50000,row 50000,"名称, 中文"');
  });

  it('rejects with the database error when a row fails mid-way, and the pool serves the next query', async () => {
    await expect(copiedText(sql`select 1 / (20000 - n) from generate_series(1, 30000) as n`)).rejects.toThrow(
      'division by zero',
    );
    expect((await copiedText(sql`select 'after'`)).text).toBe('after\r\n');
  });

  it('stops when the file cannot take more, and the pool serves the next query', async () => {
    const full = new Error('no space left on device');
    let written = 0;
    await expect(
      copyCsvOut(database.db, sql`select n from generate_series(1, 200000) as n`, async () => {
        written += 1;
        if (written === 2) throw full;
      }),
    ).rejects.toBe(full);
    expect((await copiedText(sql`select count(*) from generate_series(1, 3)`)).text).toBe('3\r\n');
  });
});
