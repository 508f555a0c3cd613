import pg from 'pg';
import { postgresUrl } from './environment';

/** Removes an operator's stored page settings, so the next read starts from the defaults again. */
export async function clearPageConfigs(account: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(
      'delete from page_configs where operator_id = (select id from operators where account = $1)',
      [account],
    );
  } finally {
    await client.end();
  }
}
