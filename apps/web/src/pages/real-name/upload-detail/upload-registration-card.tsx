import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { realNameStatus } from '@simdesk/contract';
import { registrationDetailCall, type UploadDetailRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { registrationDetailPath, timeCell } from '../../../features/real-name/real-name-cells';

/** The registration an accepted arrival became: where it stands at the carrier, and the way to its page. */
export function UploadRegistrationCard({ upload }: { upload: UploadDetailRow }) {
  const { t } = useTranslation();
  const mayOpen = useCallAllowed(registrationDetailCall);
  const { registration } = upload;
  const none = t('common:none');
  return (
    <Card
      size="small"
      title={t('realNameUpload:detail.registration')}
      extra={
        registration !== null &&
        mayOpen && (
          <Link to={registrationDetailPath(registration.id)}>
            {t('realNameUpload:detail.openRegistration')}
          </Link>
        )
      }
    >
      {registration === null ? (
        <Typography.Text type="secondary">{t('realNameUpload:detail.noRegistration')}</Typography.Text>
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'status',
              label: t('realName:columns.realNameStatus'),
              children: <CodeTag table={realNameStatus} code={registration.realNameStatus} />,
            },
            {
              key: 'order',
              label: t('realName:carrier.orderNumber'),
              children: registration.carrierOrderNumber ?? none,
            },
            {
              key: 'refusal',
              label: t('realName:carrier.refusalReason'),
              children: registration.refusalReason ?? none,
            },
            {
              key: 'completedAt',
              label: t('realName:columns.completedAt'),
              children: timeCell(registration.completedAt) || none,
            },
          ]}
        />
      )}
    </Card>
  );
}
