import {
  cloneElement,
  createContext,
  isValidElement,
  Suspense,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Form, Input, InputNumber, Spin, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '@simdesk/contract';
import { useDeclaredCall } from '../../api/declared-call';
import { schemaFieldRules } from './field-rules';
import { describeFieldSchema, fieldSchemaAt, type FieldSchemaFacts } from './schema-field';

const CallFieldsContext = createContext<CallDefinition | undefined>(undefined);

function DeclaredCallFields({ call, children }: { call: CallDefinition; children: ReactNode }) {
  return <CallFieldsContext value={useDeclaredCall(call)}>{children}</CallFieldsContext>;
}

/** The call whose obj schema gives the rules of the CallFields inside (FormDialog sets it itself). */
export function CallFields({ call, children }: { call: CallDefinition; children: ReactNode }) {
  // The fields wait for the call's schemas, which the production build loads apart (useDeclaredCall).
  return (
    <Suspense fallback={<Spin />}>
      <DeclaredCallFields call={call}>{children}</DeclaredCallFields>
    </Suspense>
  );
}

type FieldName = string | number | (string | number)[];

export interface CallFieldProps extends Omit<FormItemProps, 'name' | 'children'> {
  /** The form name, which is the field's key in the call's obj unless schemaPath says otherwise. */
  name: FieldName;
  /** Where the field sits in the obj when the form name is relative (inside a Form.List). */
  schemaPath?: FieldName;
  /** The form's own text for every refusal of this field. */
  message?: string;
  /** Its own text for a blank field, when that differs from the message for a wrong value. */
  requiredMessage?: string;
  /** Overrides whether the field must be filled in (an edit form that always sends what a call may omit). */
  required?: boolean;
  /** The input; a text input when absent, the most common field. */
  children?: ReactElement;
}

// Inputs that take their limits as props: the schema's limits, so typing stops where the server would refuse.
const textInputs: readonly unknown[] = [Input, Input.TextArea, Input.Password];

function withSchemaLimits(input: ReactElement, facts: FieldSchemaFacts): ReactElement {
  if (!isValidElement<Record<string, unknown>>(input)) return input;
  const props = input.props;
  if (textInputs.includes(input.type) && facts.maxLength !== undefined && props.maxLength === undefined)
    return cloneElement(input, { maxLength: facts.maxLength });
  if (input.type === InputNumber && props.min === undefined && props.max === undefined)
    return cloneElement(input, { min: facts.minimum, max: facts.maximum });
  return input;
}

/**
 * A form field of a call's obj: its rules (required, length, pattern, choices, refinements) derived from
 * the call's schema, and its input limited as the schema limits it. Other rules may be added.
 */
export function CallField({
  name,
  schemaPath,
  message,
  requiredMessage,
  required,
  rules = [],
  children = <Input />,
  ...item
}: CallFieldProps) {
  const { t } = useTranslation();
  const call = useContext(CallFieldsContext);
  const schema = call && fieldSchemaAt(call.obj, schemaPath ?? name);
  if (!call || !schema) throw new Error(`CallField ${String(name)} is no field of ${call?.path ?? 'a call'}`);
  const facts = describeFieldSchema(schema);
  return (
    <Form.Item
      name={name}
      rules={[...schemaFieldRules(schema, t, { message, requiredMessage, required }), ...rules]}
      validateFirst
      {...item}
    >
      {withSchemaLimits(children, facts)}
    </Form.Item>
  );
}
