import { useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { inlineRefusalText } from './inline-refusal';

/** A form's call whose refusal is said under the form, where the operator is looking. */
export interface InlineCall<Values> {
  /** The form the call sends (a send-code button reads its fields). */
  form: FormInstance<Values>;
  submit: (values: Values) => void;
  pending: boolean;
  succeeded: boolean;
  /** The refusal to show under the form; cleared by the next submit. */
  refusal: string | undefined;
}

export interface InlineCallOptions<Values, Answer> {
  send: (values: Values) => Promise<Answer>;
  /** After it worked; the form is the call's own (to empty it …). */
  onSuccess?: (answer: Answer, values: Values, form: FormInstance<Values>) => unknown;
  /** The text under the form for a failure (undefined: the request client's notice said it, or a field). */
  refusalOf?: (error: unknown, form: FormInstance<Values>) => string | undefined;
}

/** Sends a form's values through a call; a refusal of the sign-in statuses stays under the form. */
export function useInlineCall<Values, Answer>({
  send,
  onSuccess,
  refusalOf = inlineRefusalText,
}: InlineCallOptions<Values, Answer>): InlineCall<Values> {
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();
  const call = useMutation({
    mutationFn: send,
    onSuccess: (answer, values) => onSuccess?.(answer, values, form),
    onError: (error) => setRefusal(refusalOf(error, form)),
  });
  return {
    form,
    submit: (values) => {
      setRefusal(undefined);
      call.mutate(values);
    },
    pending: call.isPending,
    succeeded: call.isSuccess,
    refusal,
  };
}
