import { Button, type ButtonProps } from 'antd';
import type { ButtonAction } from '@simdesk/contract';
import { useActionAllowed } from './use-action-allowed';

export interface PermissionButtonProps extends ButtonProps {
  pageCode: string;
  action: ButtonAction;
}

/** A button that is not rendered at all when its action is not in the page's allowed list (spec §6). */
export function PermissionButton({ pageCode, action, ...buttonProps }: PermissionButtonProps) {
  const allowed = useActionAllowed(pageCode, action);
  return allowed ? <Button {...buttonProps} /> : null;
}
