import { Form, Input } from 'antd';
import { CallField } from '../../../components/forms/call-field';

export interface AddressWhenOnFieldProps {
  name: string;
  /** The switch that turns the service on: only then is the address asked for. */
  switchName: string;
  label: string;
  extra?: string;
  requiredMessage: string;
  /** The text for an address that is no https address. */
  message: string;
}

/** The https address of a service the company turns on (its real-name platform, its push receiver). */
export function AddressWhenOnField({ switchName, ...field }: AddressWhenOnFieldProps) {
  const on = Form.useWatch<boolean | undefined>(switchName);
  return (
    <CallField {...field} required={Boolean(on)}>
      <Input placeholder="https://" />
    </CallField>
  );
}
