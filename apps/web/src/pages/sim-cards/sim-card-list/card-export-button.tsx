import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { simCardExportCall } from '@simdesk/contract';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { CardExportDialog, type CardExportDialogProps } from './card-export-dialog';

/** The list's Export button (action 'export'): opens the export dialog. */
export function CardExportButton(props: Omit<CardExportDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('cardFiles');
  return (
    <DialogCallButton
      call={simCardExportCall}
      icon={<ExportOutlined />}
      dialog={(opened) => <CardExportDialog {...props} {...opened} />}
    >
      {t('export.button')}
    </DialogCallButton>
  );
}
