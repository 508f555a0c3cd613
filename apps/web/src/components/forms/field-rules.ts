import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ruleMessageKeys } from '@simdesk/contract';
import { translateIfKnown } from '../../i18n/i18n';
import { asSchemaSees, describeFieldSchema, innerSchema } from './schema-field';

export interface FieldRuleOptions {
  /** The form's own text for every refusal of this field; without it, the schema's or Ant Design's. */
  message?: string;
  /** Its own text for a blank field, when that differs from the message for a wrong value. */
  requiredMessage?: string;
  /** Overrides whether the field must be filled in (an edit form that always sends what a call may omit). */
  required?: boolean;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The schema's own message when it is a text key (the contract's rules carry keys), else undefined. */
function schemaMessage(result: z.ZodSafeParseResult<unknown>): string | undefined {
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? '';
  return translateIfKnown(message);
}

/**
 * Form rules for one field, derived from its schema in a call's obj, so the form refuses what the server
 * would: required; then the whole schema (refinements included) on a filled-in value, refused with the
 * form's text or the schema's own; else Ant Design's length, pattern and choice rules, whose texts name the
 * limit; last a plain "not valid". Use with `validateFirst`: only the first refusal shows.
 */
export function schemaFieldRules(
  schema: z.ZodType,
  t: TFunction,
  options: FieldRuleOptions = {},
): FormRule[] {
  const facts = describeFieldSchema(schema);
  const inner = innerSchema(schema);
  const { message } = options;
  const refusal = (value: unknown) => (isBlank(value) ? undefined : inner.safeParse(value));
  const rules: FormRule[] = [];
  if (options.required ?? facts.required) {
    const blank = facts.kind === 'string' ? '' : undefined;
    rules.push({
      required: true,
      // Only when true: a `whitespace` key, even false, makes the rule check the value as a text.
      ...(facts.refusesSpaces ? { whitespace: true } : {}),
      message: options.requiredMessage ?? message ?? schemaMessage(schema.safeParse(blank)),
    });
  }
  rules.push({
    validator: async (_rule, value: unknown) => {
      const result = refusal(value);
      const text = result && !result.success ? (message ?? schemaMessage(result)) : undefined;
      if (text) throw new Error(text);
    },
  });
  if (facts.kind === 'string') {
    const transform = (value: unknown) => asSchemaSees(schema, value);
    if (facts.maxLength !== undefined) rules.push({ max: facts.maxLength, transform });
    if (facts.minLength !== undefined && facts.minLength > 1) rules.push({ min: facts.minLength, transform });
    for (const pattern of facts.patterns) rules.push({ pattern, transform });
  }
  if (facts.kind === 'number' && (facts.minimum !== undefined || facts.maximum !== undefined)) {
    rules.push({ type: 'number', min: facts.minimum, max: facts.maximum });
  }
  if (facts.choices) rules.push({ type: 'enum', enum: [...facts.choices] });
  rules.push({
    validator: async (_rule, value: unknown) => {
      if (refusal(value)?.success === false) throw new Error(t(ruleMessageKeys.field.invalid));
    },
  });
  return rules;
}
