import { Button, type ButtonProps } from 'antd';
import type { ButtonAction, CallDefinition } from '@simdesk/contract';
import { useCallAllowed } from './call-allowed';

export interface CallButtonProps extends ButtonProps {
  /** The call the button leads to (or every call it needs: an edit form reads the record first). */
  call: CallDefinition | readonly CallDefinition[];
  /** Another action on the call's page the button needs too. */
  alsoAction?: ButtonAction;
}

/** A button that is not rendered at all when the caller may not make its call (spec §6). */
export function CallButton({ call, alsoAction, ...buttonProps }: CallButtonProps) {
  return useCallAllowed(call, alsoAction) ? <Button {...buttonProps} /> : null;
}
