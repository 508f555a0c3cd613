import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { simCardListPageCode } from '@simdesk/contract';
import { PermissionButton } from '../../../components/permission/permission-button';
import { CardImportDialog } from './card-import-dialog';

/** The SIM card list's import: shown with the list's import action only. */
export function CardImportButton() {
  const { t } = useTranslation('cardFiles');
  const [open, setOpen] = useState(false);
  return (
    <>
      <PermissionButton
        pageCode={simCardListPageCode}
        action="import"
        icon={<UploadOutlined />}
        onClick={() => setOpen(true)}
      >
        {t('import.open')}
      </PermissionButton>
      <CardImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
