import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  enterpriseBatchDetailCall,
  registrationDetailCall,
  type RegistrationRow,
} from '@simdesk/contract/modules/real-name';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { registrationColumns } from '../../../features/real-name/registration-columns';

/** The card's registrations, newest first; each opens its page for those who may open it. */
export function CardRegistrations({ registrations }: { registrations: readonly RegistrationRow[] }) {
  const { t } = useTranslation();
  const linkBatches = useCallAllowed(enterpriseBatchDetailCall);
  const mayOpen = useCallAllowed(registrationDetailCall);
  const columns = registrationColumns(t, {
    showCompany: false,
    linkBatches,
    ...(mayOpen ? {} : { registrationPath: false }),
  });
  return (
    <Card size="small" title={t('realNameCardState:detail.registrations')}>
      {registrations.length === 0 ? (
        <Empty description={t('realNameCardState:detail.noRegistrations')} />
      ) : (
        <Table<RegistrationRow>
          size="small"
          rowKey={(registration) => registration.id}
          columns={columns}
          dataSource={[...registrations]}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
