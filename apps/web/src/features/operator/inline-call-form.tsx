import type { ReactNode } from 'react';
import { Button, Form } from 'antd';
import { FormError } from '../../components/forms/form-error';
import type { InlineCall } from './use-inline-call';

export interface InlineCallFormProps<Values> {
  name: string;
  call: InlineCall<Values>;
  submitText: string;
  /** A profile card's compact form; the sign-in pages' is large, with a full-width button. */
  compact?: boolean;
  children: ReactNode;
}

/** A vertical form sent through an inline call, its refusal shown right above the submit button. */
export function InlineCallForm<Values>({
  name,
  call,
  submitText,
  compact = false,
  children,
}: InlineCallFormProps<Values>) {
  return (
    <Form<Values>
      name={name}
      form={call.form}
      layout="vertical"
      size={compact ? undefined : 'large'}
      requiredMark={false}
      onFinish={call.submit}
    >
      {children}
      <FormError message={call.refusal} />
      <Button type="primary" htmlType="submit" block={!compact} loading={call.pending}>
        {submitText}
      </Button>
    </Form>
  );
}
