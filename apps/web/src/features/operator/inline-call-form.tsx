import type { ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { FormError } from '../../components/forms/form-error';
import type { InlineCall } from './use-inline-call';

export interface InlineCallFormProps<Values> {
  name: string;
  form?: FormInstance<Values>;
  call: InlineCall<Values>;
  submitText: string;
  /** The sign-in pages' large form with a full-width button; a profile card's is compact. */
  look: 'signIn' | 'card';
  children: ReactNode;
}

/** A vertical form sent through an inline call, its refusal shown right above the submit button. */
export function InlineCallForm<Values>({
  name,
  form,
  call,
  submitText,
  look,
  children,
}: InlineCallFormProps<Values>) {
  const signIn = look === 'signIn';
  return (
    <Form<Values>
      name={name}
      form={form}
      layout="vertical"
      size={signIn ? 'large' : undefined}
      requiredMark={false}
      onFinish={call.submit}
    >
      {children}
      <FormError message={call.refusal} />
      <Button type="primary" htmlType="submit" block={signIn} loading={call.pending}>
        {submitText}
      </Button>
    </Form>
  );
}
