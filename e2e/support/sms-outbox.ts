import pg from 'pg';
import { postgresUrl } from './environment';

/** The code in the newest SMS the server's outbox holds for a mobile (the default gateway's table). */
export async function latestSmsCode(mobile: string, sentAfter: Date): Promise<string> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const result = await client.query<{ content: string }>(
        'select content from sms_outbox where mobile = $1 and created_at >= $2 order by id desc limit 1',
        [mobile, sentAfter],
      );
      const code = result.rows[0]?.content.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no SMS code for ${mobile}`);
  } finally {
    await client.end();
  }
}
