import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('errors as the log keeps them', () => {
  it("cuts a failed query's parameters and keeps its SQLSTATE", () => {
    const failed = new Error(
      'Failed query: insert into operators (mobile) values ($1)\nparams: 13800000001',
      {
        cause: Object.assign(new Error('value too long'), { code: '22001' }),
      },
    );
    const logged = loggableError(failed);
    expect(JSON.stringify(logged)).not.toContain('13800000001');
    expect(logged).toMatchObject({ type: 'Error', sqlState: '22001' });
    expect(logged.message).toContain('insert into operators');
  });

  it('describes a thrown value that is not an Error', () => {
    expect(loggableError('boom')).toMatchObject({
      type: 'string',
      message: 'a thrown value that is not an Error',
    });
  });
});
