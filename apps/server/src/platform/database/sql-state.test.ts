import { describe, expect, it } from 'vitest';
import { isDataException, isForeignKeyViolation, isUniqueViolation, sqlStateOf } from './sql-state';

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
});
