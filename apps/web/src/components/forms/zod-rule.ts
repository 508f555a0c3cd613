import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { textKey } from '../../i18n/text-key';

/**
 * A form rule from one of the contract's schemas: the field is checked exactly as the server checks it,
 * and the schema's message (a `rules` i18n key) is shown translated.
 */
export function zodRule(schema: z.ZodType, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const message = result.error.issues[0]?.message ?? '';
      throw new Error(t(textKey(message)));
    },
  };
}

/** A required text field with its own message (for fields the contract has no schema message for). */
export function requiredRule(message: string): FormRule {
  return { required: true, whitespace: true, message };
}
