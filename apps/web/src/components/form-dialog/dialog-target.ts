import { useState } from 'react';

/** What an add-or-edit dialog is open for: adding, or the row being edited. */
export type EditTarget<Row> = { kind: 'add' } | { kind: 'edit'; row: Row };

/** The row an edit target edits; undefined when adding (or closed). */
export function editedRow<Row>(target: EditTarget<Row> | undefined): Row | undefined {
  return target?.kind === 'edit' ? target.row : undefined;
}

/** The props of a dialog the page opens for a target: closed while there is none. */
export interface TargetDialogProps<Target> {
  target: Target | undefined;
  onClose: () => void;
}

/** The page's side of such a dialog: what it is open for, and opening and closing it. */
export function useDialogTarget<Target>() {
  const [target, setTarget] = useState<Target>();
  return {
    target,
    open: (next: Target) => setTarget(next),
    close: () => setTarget(undefined),
  };
}
