import { useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { simCardListPageCode } from '@simdesk/contract';
import { PermissionButton } from '../../../components/permission/permission-button';
import { CardExportDialog, type CardExportDialogProps } from './card-export-dialog';

/** The list's Export button (action 'export'): opens the export dialog. */
export function CardExportButton(props: Omit<CardExportDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('cardFiles');
  const [open, setOpen] = useState(false);
  return (
    <>
      <PermissionButton
        pageCode={simCardListPageCode}
        action="export"
        icon={<ExportOutlined />}
        onClick={() => setOpen(true)}
      >
        {t('export.button')}
      </PermissionButton>
      <CardExportDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
