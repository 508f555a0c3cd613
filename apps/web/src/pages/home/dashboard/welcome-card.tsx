import { Avatar, Card, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, type EnglishTexts, type OperatorVo } from '@simdesk/contract';

function greetingKey(hour: number): `shell:dashboard.greeting.${'morning' | 'afternoon' | 'evening'}` {
  if (hour < 12) return 'shell:dashboard.greeting.morning';
  if (hour < 18) return 'shell:dashboard.greeting.afternoon';
  return 'shell:dashboard.greeting.evening';
}

/** Who is signed in: name, company, organisation, role and the latest sign-in. */
export function WelcomeCard({ user }: { user: OperatorVo }) {
  const { t } = useTranslation();
  const facts: { key: keyof EnglishTexts['shell']['dashboard']['facts']; value: string | null }[] = [
    { key: 'company', value: user.companyName },
    { key: 'org', value: user.orgName },
    { key: 'role', value: user.roleName },
    {
      key: 'lastLogin',
      value: user.lastLoginTime === null ? null : dayjs(user.lastLoginTime).format(dateTimeFormat),
    },
  ];
  return (
    <Card className="dashboard-welcome" variant="borderless">
      <div className="dashboard-welcome-head">
        <Avatar size={56} src={user.avatar ?? undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={2} className="dashboard-welcome-title">
            {t(greetingKey(new Date().getHours()), { name: user.username })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('shell:dashboard.welcomeText')}</Typography.Text>
        </div>
      </div>
      <dl className="dashboard-facts">
        {facts.map((fact) => (
          <div key={fact.key} className="dashboard-fact">
            <dt>{t(`shell:dashboard.facts.${fact.key}`)}</dt>
            <dd>{fact.value ?? t('common:none')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
