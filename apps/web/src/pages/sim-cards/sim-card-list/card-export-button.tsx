import { useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { simCardExportCall } from '@simdesk/contract';
import { CallButton } from '../../../components/permission/call-button';
import { CardExportDialog, type CardExportDialogProps } from './card-export-dialog';

/** The list's Export button (action 'export'): opens the export dialog. */
export function CardExportButton(props: Omit<CardExportDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('cardFiles');
  const [open, setOpen] = useState(false);
  return (
    <>
      <CallButton call={simCardExportCall} icon={<ExportOutlined />} onClick={() => setOpen(true)}>
        {t('export.button')}
      </CallButton>
      <CardExportDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
