import { PlusOutlined } from '@ant-design/icons';
import { CallButton, type CallButtonProps } from '../permission/call-button';

/** The primary "add" button of a list's toolbar; absent when the caller may not make its call. */
export function AddButton(props: Omit<CallButtonProps, 'type' | 'icon'>) {
  return <CallButton type="primary" icon={<PlusOutlined />} {...props} />;
}
