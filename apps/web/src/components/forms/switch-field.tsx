import { Form, Switch, type FormItemProps } from 'antd';

export interface SwitchFieldProps extends Omit<FormItemProps, 'valuePropName' | 'children'> {
  /** The switch's own name for assistive technology, when the label is not enough. */
  ariaLabel?: string;
}

/** An on/off field: the form value is the switch's checked state. */
export function SwitchField({ ariaLabel, ...item }: SwitchFieldProps) {
  return (
    <Form.Item {...item} valuePropName="checked">
      <Switch aria-label={ariaLabel} />
    </Form.Item>
  );
}
