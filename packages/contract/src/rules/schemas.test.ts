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

describe('the field schemas', () => {
  it.each([
    ['phoneSchema', phoneSchema, undefined, ['rules:required.phone']],
    ['phoneSchema', phoneSchema, '', ['rules:required.phone']],
    ['phoneSchema', phoneSchema, '1381234567', ['rules:phone.format']],
    ['phoneSchema', phoneSchema, '23812345678', ['rules:phone.format']],
    ['mailSchema', mailSchema, 'ops@example.com', []],
    ['mailSchema', mailSchema, '', ['rules:required.mail']],
    ['mailSchema', mailSchema, 'ops@', ['rules:mail.format']],
    ['passwordSchema', passwordSchema, '', ['rules:required.password']],
    ['passwordSchema', passwordSchema, 'abcde', ['rules:password.tooShort']],
    ['passwordSchema', passwordSchema, 'abcdef', []],
    ['verificationCodeSchema', verificationCodeSchema, '123456', []],
    ['verificationCodeSchema', verificationCodeSchema, '', ['rules:required.verificationCode']],
    ['verificationCodeSchema', verificationCodeSchema, '12345', ['rules:verificationCode.format']],
  ])('%s reports for %j only the keys %j', (_name, schema, value, expected) => {
    expect(messages(schema, value)).toEqual(expected);
  });

  it('passes a mainland mobile number through unchanged', () => {
    expect(phoneSchema.parse('13812345678')).toBe('13812345678');
  });

  it('keeps surrounding spaces of a password: the password is what was typed', () => {
    expect(passwordSchema.parse('  secret  ')).toBe('  secret  ');
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
