import { Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  registrationDetailCall,
  vinRefusedListCall,
  vinReuploadSubmitCall,
} from '@simdesk/contract/modules/real-name';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import type { NoCardFilters } from '../../../features/real-name/batch-detail-frame';
import { RegistrationTable, useRegistrationList } from '../../../features/real-name/registration-table';

export interface VinRefusedListProps {
  showCompany: boolean;
  /** Opens the re-upload dialog with these lines (empty, or a refused card's number). */
  onReupload: (lineText: string) => void;
}

/**
 * The registrations China Mobile refused for their VIN and not re-uploaded since: each re-uploaded from its
 * row, or many at once. An ICCID opens its registration for those who may open registrations.
 */
export function VinRefusedList({ showCompany, onReupload }: VinRefusedListProps) {
  const { t } = useTranslation();
  const linkRegistrations = useCallAllowed(registrationDetailCall);
  const list = useRegistrationList<typeof vinRefusedListCall, NoCardFilters>({
    call: vinRefusedListCall,
    toObj: () => ({}),
  });
  return (
    <RegistrationTable<typeof vinRefusedListCall, NoCardFilters>
      list={list}
      className="vin-refused-list"
      showCompany={showCompany}
      registrationPath={linkRegistrations ? undefined : false}
      emptyText={t('realNameChinaMobile:vinReupload.refusedEmpty')}
      toolbar={
        <>
          <Typography.Text strong>{t('realNameChinaMobile:vinReupload.refusedTitle')}</Typography.Text>
          <CallButton
            call={vinReuploadSubmitCall}
            type="primary"
            icon={<CloudUploadOutlined />}
            onClick={() => onReupload('')}
          >
            {t('realNameChinaMobile:vinReupload.button')}
          </CallButton>
        </>
      }
      extraColumns={[
        {
          key: 'actions',
          title: t('realNameChinaMobile:vinReupload.actions'),
          fixed: 'right',
          render: (_, registration) => (
            <CallButton
              call={vinReuploadSubmitCall}
              type="link"
              size="small"
              onClick={() => onReupload(`${registration.iccid}, `)}
            >
              {t('realNameChinaMobile:vinReupload.reuploadOne')}
            </CallButton>
          ),
        },
      ]}
    />
  );
}
