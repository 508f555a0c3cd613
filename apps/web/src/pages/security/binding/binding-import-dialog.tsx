import { bindingImportCall, bindingTemplateDownloadCall } from '@simdesk/contract/modules/security';
import { RowImportDialog } from '../../../features/sim-cards/card-import/row-import-dialog';

/** The templates and the file of a batch binding; the binding itself runs as a task in the task centre. */
export function BindingImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <RowImportDialog
      open={open}
      onClose={onClose}
      importCall={bindingImportCall}
      templateCall={bindingTemplateDownloadCall}
      textsKey="security:import"
    />
  );
}
