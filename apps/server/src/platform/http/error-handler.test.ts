import { describe, expect, it } from 'vitest';
import { status as statusCodes } from '@simdesk/contract';
import { failureAnswer } from './error-handler';

describe('failureAnswer', () => {
  it('answers a request that waited its longest for a database connection "busy", not "request error"', () => {
    // pg-pool's error when connectionTimeoutMillis passes with every connection in use, as drizzle wraps it.
    const waited = new Error('Failed query: select 1', {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    const answer = failureAnswer(waited);
    expect(answer.body.status).toBe(statusCodes.tooManyRequests);
    expect(answer.body.msg).toBe('the console is busy, please try again in a moment');
    expect(answer.httpStatus).toBe(429);
  });

  it('still answers anything unknown as a server error', () => {
    expect(failureAnswer(new Error('boom')).body.status).toBe(statusCodes.serverError);
  });
});
