import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { simCardImportCall } from '@simdesk/contract';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { CardImportDialog } from './card-import-dialog';

/** The SIM card list's import: shown with the list's import action only. */
export function CardImportButton() {
  const { t } = useTranslation('cardFiles');
  return (
    <DialogCallButton
      call={simCardImportCall}
      icon={<UploadOutlined />}
      dialog={(opened) => <CardImportDialog {...opened} />}
    >
      {t('import.open')}
    </DialogCallButton>
  );
}
