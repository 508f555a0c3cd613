import { useState, type ReactNode } from 'react';
import { CallButton, type CallButtonProps } from './call-button';

/** What a button gives its dialog: whether it is open, and how to close it. */
export interface OpenedByButton {
  open: boolean;
  onClose: () => void;
}

export interface DialogCallButtonProps extends Omit<CallButtonProps, 'onClick'> {
  dialog: (opened: OpenedByButton) => ReactNode;
}

/** A CallButton that opens its own dialog (an import, an export, a change of the selected cards). */
export function DialogCallButton({ dialog, ...button }: DialogCallButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CallButton {...button} onClick={() => setOpen(true)} />
      {dialog({ open, onClose: () => setOpen(false) })}
    </>
  );
}
