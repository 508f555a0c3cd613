import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** What the operator and dealer account forms hold. */
export interface OperatorFormValues {
  companyId?: number;
  account?: string;
  name?: string;
  mobile?: string;
  mail?: string;
  orgId?: number;
  roleId?: string;
  superiorId?: number;
  dealerId?: number;
  remark?: string;
  passwordMode?: 'generate' | 'choose';
  password?: string;
  confirmation?: string;
}

/** A trimmed text, or undefined when nothing was typed. */
export function filledOrUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A trimmed text, or null when nothing was typed (edit calls clear a field with null). */
export function filledOrNull(value: string | undefined): string | null {
  return filledOrUndefined(value) ?? null;
}

/** A contract rule for a field the form may leave empty: checked, as zodRule does, only when filled in. */
export function optionalZodRule(schema: z.ZodType, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const result = schema.safeParse(value.trim());
      if (result.success) return;
      throw new Error(t(result.error.issues[0]?.message ?? ''));
    },
  };
}
