import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathOfPage } from '@simdesk/contract';
import { uploadIntegrationCall } from '@simdesk/contract/modules/real-name';
import { useCallQuery } from '../../../api/use-call-query';
import { identifierCell } from '../../../features/real-name/real-name-cells';

/**
 * How an integrator's system pushes: the address, the signing headers, the limits, and the caller's own app
 * key (or that they have none yet), with the way to the page where app credentials are kept.
 */
export function IntegrationPanel() {
  const { t } = useTranslation();
  const integration = useCallQuery(uploadIntegrationCall, {}, { staleTime: 60_000 }).data?.rows[0];
  if (integration === undefined) return null;
  const limits = t('realNameUpload:integration.limits', {
    registrations: integration.maximumRegistrations,
    size: Math.round(integration.maximumImageBytes / 1024),
    minutes: Math.round(integration.timestampWindowSeconds / 60),
  });
  const items = [
    {
      key: 'endpoint',
      label: t('realNameUpload:integration.endpoint'),
      children: identifierCell(`POST ${integration.endpoint}`),
    },
    {
      key: 'headers',
      label: t('realNameUpload:integration.headers'),
      children: identifierCell(t('realNameUpload:integration.headerList')),
    },
    {
      key: 'appKey',
      label: t('realNameUpload:integration.appKey'),
      children: (
        <>
          {integration.appKey === null
            ? t('realNameUpload:integration.noAppKey')
            : identifierCell(integration.appKey)}{' '}
          <Link to={pathOfPage('userManage')}>{t('realNameUpload:integration.manageCredentials')}</Link>
        </>
      ),
    },
    {
      key: 'addresses',
      label: t('realNameUpload:integration.allowedAddresses'),
      children:
        integration.allowedAddresses.length === 0
          ? t('realNameUpload:integration.anyAddress')
          : integration.allowedAddresses.join(', '),
    },
  ];
  return (
    // A card, not an info alert: the link to the credentials keeps its contrast on a white ground.
    <Card size="small" title={t('realNameUpload:integration.title')}>
      <Typography.Paragraph>{t('realNameUpload:integration.intro')}</Typography.Paragraph>
      <Descriptions size="small" column={{ xs: 1, lg: 2 }} items={items} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {limits} {t('realNameUpload:integration.rights')}
      </Typography.Paragraph>
    </Card>
  );
}
