import { Card, Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, type OperatorVo } from '@simdesk/contract';

/** The operator's own record; the mobile comes masked from the server. */
export function PersonalInfoCard({ user }: { user: OperatorVo }) {
  const { t } = useTranslation();
  const none = t('common:none');
  const items = [
    { key: 'account', label: t('shell:profile.fields.account'), children: user.account },
    { key: 'name', label: t('shell:profile.fields.name'), children: user.username },
    {
      key: 'mobile',
      label: t('shell:profile.fields.mobile'),
      children: user.hasMobile ? user.mobile : <Tag color="warning">{t('shell:profile.notBound')}</Tag>,
    },
    { key: 'mail', label: t('shell:profile.fields.mail'), children: user.mail ?? none },
    { key: 'company', label: t('shell:profile.fields.company'), children: user.companyName },
    { key: 'org', label: t('shell:profile.fields.org'), children: user.orgName ?? none },
    { key: 'role', label: t('shell:profile.fields.role'), children: user.roleName ?? none },
    {
      key: 'lastLogin',
      label: t('shell:profile.fields.lastLogin'),
      children: user.lastLoginTime ? dayjs(user.lastLoginTime).format(dateTimeFormat) : none,
    },
  ];
  return (
    <Card title={t('shell:profile.infoTitle')} variant="borderless">
      <Descriptions column={{ xs: 1, md: 2, xl: 4 }} items={items} />
    </Card>
  );
}
