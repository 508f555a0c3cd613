import { describe, expect, it } from 'vitest';
import {
  isConnectionLost,
  isDataException,
  isForeignKeyViolation,
  isUniqueViolation,
  sqlStateOf,
} from './sql-state';

describe('SQLSTATE of database errors', () => {
  it('reads the code of the error or of the error it wraps', () => {
    expect(sqlStateOf({ code: '23505' })).toBe('23505');
    expect(sqlStateOf(new Error('query failed', { cause: { code: '22003' } }))).toBe('22003');
    expect(isUniqueViolation(new Error('x', { cause: { code: '23505' } }))).toBe(true);
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
  });

  it('treats class 22 as a data exception and ignores codes that are not SQLSTATEs', () => {
    expect(isDataException({ code: '22003' })).toBe(true);
    expect(isDataException({ code: '22P02' })).toBe(true);
    expect(isDataException({ code: '23505' })).toBe(false);
    expect(sqlStateOf({ code: 'ECONNREFUSED' })).toBeUndefined();
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
    expect(sqlStateOf(null)).toBeUndefined();
  });

  it('tells a lost database connection from a failed statement', () => {
    expect(isConnectionLost(new Error('Failed query', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isConnectionLost({ code: '57P01' })).toBe(true);
    expect(isConnectionLost({ code: '08006' })).toBe(true);
    expect(isConnectionLost(new Error('x', { cause: new Error('Connection terminated unexpectedly') }))).toBe(
      true,
    );
    expect(isConnectionLost({ code: '23505' })).toBe(false);
    expect(isConnectionLost(new Error('plain'))).toBe(false);
  });
});
