import type { ReactNode } from 'react';
import { Card, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceHallStateRow } from '@simdesk/contract/modules/real-name';
import { DisplayTime } from '../../../components/display-time';
import { LanguageSwitch } from '../../../components/language-switch';
import { isSubmitted } from './service-hall-state';
import './service-hall.css';

/** The service hall's page: its title bar with the language, and the content in one column sized for a phone. */
export function ServiceHallFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="service-hall">
      <header className="service-hall-bar">
        <h1 className="service-hall-title">{t('realName:serviceHall.title')}</h1>
        <LanguageSwitch />
      </header>
      <div className="service-hall-body">{children}</div>
    </main>
  );
}

/** A link that opens nothing (unknown, expired, withdrawn): why, and what to do, on the whole page. */
export function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <ServiceHallFrame>
      <Result status="warning" title={message} subTitle={t('realName:serviceHall.askDealer')} />
    </ServiceHallFrame>
  );
}

/** Whose card this is for: the company, the card (masked) and the vehicle, and how long the link works. */
export function CardFacts({ state }: { state: ServiceHallStateRow }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={state.companyName}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'iccid',
            label: t('realName:columns.iccid'),
            children: <span className="real-name-identifier">{state.iccid}</span>,
          },
          {
            key: 'vin',
            label: t('realName:columns.vin'),
            children: <span className="real-name-identifier">{state.vin}</span>,
          },
          ...(isSubmitted(state)
            ? []
            : [
                {
                  key: 'expiresAt',
                  label: t('realName:serviceHall.validUntil'),
                  children: <DisplayTime value={state.expiresAt} />,
                },
              ]),
        ]}
      />
    </Card>
  );
}
