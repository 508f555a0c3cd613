import { z } from 'zod';
import { defineCall } from '@simdesk/contract';

/** A read of one fruit by id, for the tests of shared blocks that take any detail call. */
export const fruitGetCall = defineCall({
  path: 'fruit/get',
  access: { kind: 'authenticated' },
  obj: z.strictObject({ id: z.number() }),
  row: z.object({ id: z.number(), name: z.string() }),
});
