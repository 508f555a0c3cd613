import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  mailSchema,
  passwordConfirmationSchema,
  passwordSchema,
  phoneSchema,
  verificationCodeSchema,
} from './schemas';

/** The messages of a failed parse, or [] when it succeeded. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('phoneSchema', () => {
  it('passes a mainland mobile number through unchanged', () => {
    expect(phoneSchema.parse('13812345678')).toBe('13812345678');
  });

  it('reports only the required key for a missing or empty value', () => {
    expect(messages(phoneSchema, undefined)).toEqual(['rules:required.phone']);
    expect(messages(phoneSchema, '')).toEqual(['rules:required.phone']);
  });

  it('reports the format key for a malformed number', () => {
    expect(messages(phoneSchema, '1381234567')).toEqual(['rules:phone.format']);
    expect(messages(phoneSchema, '23812345678')).toEqual(['rules:phone.format']);
  });
});

describe('mailSchema', () => {
  it('reports required and format keys', () => {
    expect(messages(mailSchema, 'ops@example.com')).toEqual([]);
    expect(messages(mailSchema, '')).toEqual(['rules:required.mail']);
    expect(messages(mailSchema, 'ops@')).toEqual(['rules:mail.format']);
  });
});

describe('passwordSchema', () => {
  it('reports required, then too short below 6 characters', () => {
    expect(messages(passwordSchema, '')).toEqual(['rules:required.password']);
    expect(messages(passwordSchema, 'abcde')).toEqual(['rules:password.tooShort']);
    expect(messages(passwordSchema, 'abcdef')).toEqual([]);
  });

  it('keeps surrounding spaces: the password is what was typed', () => {
    expect(passwordSchema.parse('  secret  ')).toBe('  secret  ');
  });
});

describe('verificationCodeSchema', () => {
  it('reports required and format keys', () => {
    expect(messages(verificationCodeSchema, '123456')).toEqual([]);
    expect(messages(verificationCodeSchema, '')).toEqual(['rules:required.verificationCode']);
    expect(messages(verificationCodeSchema, '12345')).toEqual(['rules:verificationCode.format']);
  });
});

describe('passwordConfirmationSchema', () => {
  it('accepts matching passwords', () => {
    expect(messages(passwordConfirmationSchema, { password: 'secret1', confirmation: 'secret1' })).toEqual(
      [],
    );
  });

  it('reports a mismatch on the confirmation field', () => {
    const result = passwordConfirmationSchema.safeParse({ password: 'secret1', confirmation: 'secret2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'rules:password.mismatch', path: ['confirmation'] }),
    ]);
  });

  it('still reports a short password that matches', () => {
    expect(messages(passwordConfirmationSchema, { password: 'abc', confirmation: 'abc' })).toEqual([
      'rules:password.tooShort',
    ]);
  });

  it('refuses unknown keys', () => {
    const result = passwordConfirmationSchema.safeParse({
      password: 'secret1',
      confirmation: 'secret1',
      role: 1,
    });
    expect(result.success).toBe(false);
  });
});
