import type { ReactNode } from 'react';
import { Card } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOfPage, type OperatorVo } from '@simdesk/contract';

interface SecurityItem {
  key: string;
  good: boolean;
  text: string;
  action?: ReactNode;
}

/** What keeps the account safe: a bound mobile (codes, switching), the accepted agreement, the password. */
export function AccountSecurityCard({ user }: { user: OperatorVo }) {
  const { t } = useTranslation();
  const profileLink = (label: string, focus: 'password' | 'phone') => (
    <Link to={pathOfPage('sysProfile', {}, { focus })}>{label}</Link>
  );
  const items: SecurityItem[] = [
    user.hasMobile
      ? {
          key: 'mobile',
          good: true,
          text: t('shell:dashboard.security.mobileBound', { mobile: user.mobile ?? '' }),
        }
      : {
          key: 'mobile',
          good: false,
          text: t('shell:dashboard.security.mobileMissing'),
          action: profileLink(t('shell:dashboard.security.bindMobile'), 'phone'),
        },
    {
      key: 'agreement',
      good: user.userAgreementAccepted,
      text: t(
        user.userAgreementAccepted
          ? 'shell:dashboard.security.agreementAccepted'
          : 'shell:dashboard.security.agreementPending',
      ),
    },
    {
      key: 'password',
      good: true,
      text: t('shell:dashboard.security.password'),
      action: profileLink(t('shell:dashboard.security.changePassword'), 'password'),
    },
  ];
  return (
    <Card title={t('shell:dashboard.securityTitle')} variant="borderless" className="dashboard-security">
      <ul className="dashboard-security-list">
        {items.map((item) => (
          <li key={item.key}>
            {item.good ? (
              <CheckCircleFilled className="dashboard-security-good" aria-hidden="true" />
            ) : (
              <ExclamationCircleFilled className="dashboard-security-warn" aria-hidden="true" />
            )}
            <span>{item.text}</span>
            {item.action}
          </li>
        ))}
      </ul>
    </Card>
  );
}
