import { Alert, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOfPage } from '@simdesk/contract';
import {
  collectionListCall,
  enterpriseBatchListCall,
  registrationDetailCall,
  type ActivationBlockReason,
  type CardStateDetailRow,
} from '@simdesk/contract/modules/real-name';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { registrationDetailPath } from '../../../features/real-name/real-name-cells';

/** Where each reason is resolved: registering anew (a batch, an owner link), or the registration itself. */
const resolvedAt: Record<ActivationBlockReason, readonly ('register' | 'registration')[]> = {
  notRegistered: ['register'],
  registering: ['registration'],
  failed: ['registration', 'register'],
  deregistered: ['register', 'registration'],
};

const alertTypes = {
  notRegistered: 'warning',
  registering: 'info',
  failed: 'error',
  deregistered: 'warning',
} as const;

interface NextStepLink {
  key: 'registration' | 'enterpriseBatch' | 'ownerLink';
  to: string;
}

/** The pages that resolve the reason, each for those who may open it. */
function NextStepLinks({ card, reason }: { card: CardStateDetailRow; reason: ActivationBlockReason }) {
  const { t } = useTranslation();
  const mayBatch = useCallAllowed(enterpriseBatchListCall);
  const mayLink = useCallAllowed(collectionListCall);
  const mayOpenRegistration = useCallAllowed(registrationDetailCall);
  const registerLinks: NextStepLink[] = [
    ...(mayBatch ? [{ key: 'enterpriseBatch' as const, to: pathOfPage('orgBatchRn') }] : []),
    ...(mayLink ? [{ key: 'ownerLink' as const, to: pathOfPage('collecting') }] : []),
  ];
  const registrationLinks: NextStepLink[] =
    mayOpenRegistration && card.latestRegistrationId !== null
      ? [{ key: 'registration', to: registrationDetailPath(card.latestRegistrationId) }]
      : [];
  const links = resolvedAt[reason].flatMap((step) =>
    step === 'registration' ? registrationLinks : registerLinks,
  );
  if (links.length === 0) return null;
  return (
    <Space wrap size={16}>
      {links.map((link) => (
        <Link key={link.key} to={link.to}>
          {t(`realNameCardState:detail.links.${link.key}`)}
        </Link>
      ))}
    </Space>
  );
}

/** What holds the card's activation up and what the operator does next, with the pages that do it. */
export function NextStepCard({ card }: { card: CardStateDetailRow }) {
  const { t } = useTranslation();
  const reason = card.blockReason;
  if (reason === null) {
    return <Alert type="success" showIcon title={t('realNameCardState:detail.activationFree')} />;
  }
  return (
    <Card size="small" title={t('realNameCardState:detail.nextStep')}>
      <Alert
        type={alertTypes[reason]}
        showIcon
        title={t(`realNameCardState:block.${reason}`)}
        description={
          <Space orientation="vertical" size={8}>
            <Typography.Text>{t(`realNameCardState:detail.steps.${reason}`)}</Typography.Text>
            {reason === 'failed' && card.refusalReason !== null && (
              <Typography.Text strong>
                {t('realNameCardState:detail.carrierReason', { reason: card.refusalReason })}
              </Typography.Text>
            )}
            <NextStepLinks card={card} reason={reason} />
          </Space>
        }
      />
    </Card>
  );
}
