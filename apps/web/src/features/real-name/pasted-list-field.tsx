import type { ReactNode } from 'react';
import { Flex, Form, Input, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ruleMessageKeys } from '@simdesk/contract';
import { translateIfKnown } from '../../i18n/i18n';

/** Why the call's schema refuses a value the form read from the pasted text, translated; none when it takes it. */
export function schemaRefusal(
  schema: z.ZodType | undefined,
  value: unknown,
  t: TFunction,
): string | undefined {
  const issue = schema?.safeParse(value).error?.issues[0];
  if (issue === undefined) return undefined;
  return translateIfKnown(issue.message) ?? t(ruleMessageKeys.field.invalid);
}

export interface PastedListFieldProps {
  /** The form field holding the text as pasted. */
  name: string;
  label: string;
  placeholder: string;
  /** Said when nothing is pasted. */
  requiredMessage: string;
  /** The rule of the whole text: each piece read, and the call's limits of the list. */
  rule: FormRule;
  /** Under the field, from the text as typed: how many were read, of how many the call takes. */
  countText: (text: string | undefined) => string;
  /** Beside the count: another way to fill the list (a file). */
  addon?: ReactNode;
}

/** A list pasted into a text area (cards, cards with their VINs), read and counted as typed. */
export function PastedListField({
  name,
  label,
  placeholder,
  requiredMessage,
  rule,
  countText,
  addon,
}: PastedListFieldProps) {
  const text = Form.useWatch<string | undefined>(name);
  return (
    <Form.Item
      name={name}
      label={label}
      className="real-name-form-wide"
      validateFirst
      rules={[{ required: true, whitespace: true, message: requiredMessage }, rule]}
      extra={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <span>{countText(text)}</span>
          {addon}
        </Flex>
      }
    >
      <Input.TextArea
        className="real-name-identifier"
        autoSize={{ minRows: 4, maxRows: 10 }}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}
