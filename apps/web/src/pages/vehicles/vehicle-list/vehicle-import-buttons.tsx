import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { vehicleImportCall, vehicleTemplateDownloadCall } from '@simdesk/contract/modules/vehicles';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import {
  RowImportDialog,
  TemplateDownloadLink,
} from '../../../features/sim-cards/card-import/row-import-dialog';

/** The vehicle list's import (a task in the task centre) and its template; shown only with the import action. */
export function VehicleImportButtons() {
  const { t } = useTranslation();
  return (
    <>
      <DialogCallButton
        call={vehicleImportCall}
        icon={<UploadOutlined />}
        dialog={(opened) => (
          <RowImportDialog
            {...opened}
            importCall={vehicleImportCall}
            templateCall={vehicleTemplateDownloadCall}
            textsKey="vehicles:import"
          />
        )}
      >
        {t('vehicles:import.button')}
      </DialogCallButton>
      <TemplateDownloadLink templateCall={vehicleTemplateDownloadCall}>
        {t('vehicles:import.downloadTemplate')}
      </TemplateDownloadLink>
    </>
  );
}
