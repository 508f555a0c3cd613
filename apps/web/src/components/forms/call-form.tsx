import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import type { CallDefinition, CallObj } from '@simdesk/contract';
import { useCallMutation } from '../../api/use-call-mutation';
import { CallFields } from './call-field';

/** How long a save may take before its button shows a spinner. */
const spinnerDelay = 300;

export interface CallFormProps<Call extends CallDefinition, Values, Stored> {
  /** The call that saves. */
  call: Call;
  /** The form's name (ids of its fields). */
  name: string;
  /** The stored answer the form shows; undefined while it loads (the form waits, disabled). */
  stored: Stored | undefined;
  toValues: (stored: Stored) => Partial<Values>;
  toObj: (values: Values) => CallObj<Call>;
  successText?: () => string;
  editable: boolean;
  submitText: string;
  /** More buttons beside the save button (a test send …). */
  buttons?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A form on a page bound to a contract call: filled from a stored answer, its CallFields checked by the call's
 * schema, saved through the call, which refreshes what it declares it changes, and said so. It is filled again
 * after its own save and when the stored values change, never by a refetch for something else (the typing
 * stays).
 */
export function CallForm<Call extends CallDefinition, Values extends object, Stored>(
  props: CallFormProps<Call, Values, Stored>,
) {
  const { call, stored, toValues, editable } = props;
  const [form] = Form.useForm<Values>();
  const save = useCallMutation(call, { successText: props.successText });
  const values = stored === undefined ? undefined : toValues(stored);
  // What the form was last filled with: the same values again (a refetch) leave the typing alone.
  const filled = useRef<string>(undefined);
  useEffect(() => {
    const text = JSON.stringify(values);
    if (values === undefined || text === filled.current) return;
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    filled.current = text;
  }, [values, form]);
  return (
    <CallFields call={call}>
      <Form<Values>
        form={form}
        name={props.name}
        layout="vertical"
        className={props.className}
        disabled={!editable || stored === undefined}
        // After a save the form shows the stored values again (a write-only password field empties).
        onFinish={(typed) => {
          // Without the spinner's first moment, a second press must not send the form twice.
          if (save.isSending) return;
          save.mutate(props.toObj(typed), { onSuccess: () => (filled.current = undefined) });
        }}
      >
        {props.children}
        {editable && (
          <Space>
            {/*
             * Busy while the save waits for its answer (not while the changed answers are read again), shown
             * only past a moment: Ant Design's spinner, switched on and off within a few frames, can stay
             * drawn in the button (its leaving animation never ends), which still reads "loading Save".
             */}
            <Button type="primary" htmlType="submit" loading={save.isSending && { delay: spinnerDelay }}>
              {props.submitText}
            </Button>
            {props.buttons}
          </Space>
        )}
      </Form>
    </CallFields>
  );
}
