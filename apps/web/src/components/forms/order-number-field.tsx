import { InputNumber } from 'antd';
import { CallField } from './call-field';

/** Where a record sorts among its siblings (orgs, dictionary entries): a whole number, the call's orderNum. */
export function OrderNumberField({ label, extra }: { label: string; extra: string }) {
  return (
    <CallField name="orderNum" label={label} extra={extra}>
      <InputNumber precision={0} style={{ width: '100%' }} />
    </CallField>
  );
}
