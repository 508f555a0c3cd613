import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { simCardImportCall } from '@simdesk/contract';
import { CallButton } from '../../../components/permission/call-button';
import { CardImportDialog } from './card-import-dialog';

/** The SIM card list's import: shown with the list's import action only. */
export function CardImportButton() {
  const { t } = useTranslation('cardFiles');
  const [open, setOpen] = useState(false);
  return (
    <>
      <CallButton call={simCardImportCall} icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('import.open')}
      </CallButton>
      <CardImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
