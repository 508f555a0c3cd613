import { Card, Descriptions, Empty, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { realNameRefusal } from '@simdesk/contract';
import type { RegistrationDetailRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../components/codes/code-tag';
import { identifierCell, ReviewDue } from './real-name-cells';

/** What the carrier answered: its order, a refusal with its code and words, a manual review still running. */
export function CarrierAnswer({ registration }: { registration: RegistrationDetailRow }) {
  const { t } = useTranslation();
  const { carrierOrderNumber, refusalCode, refusalReason, reviewDueAt } = registration;
  const none = t('common:none');
  const answer: DescriptionsProps['items'] = [
    {
      key: 'carrierOrderNumber',
      label: t('realName:carrier.orderNumber'),
      children: identifierCell(carrierOrderNumber ?? none),
    },
    {
      key: 'refusalCode',
      label: t('realName:carrier.refusalCode'),
      children: refusalCode === null ? none : <CodeTag table={realNameRefusal} code={refusalCode} />,
    },
    { key: 'refusalReason', label: t('realName:carrier.refusalReason'), children: refusalReason ?? none },
    {
      key: 'reviewDueAt',
      label: t('realName:carrier.review'),
      children: reviewDueAt === null ? none : <ReviewDue at={reviewDueAt} />,
    },
  ];
  const sent = carrierOrderNumber !== null || refusalCode !== null || reviewDueAt !== null;
  return (
    <Card size="small" title={t('realName:carrier.title')}>
      {sent ? (
        <Descriptions size="small" column={1} items={answer} />
      ) : (
        <Empty description={t('realName:carrier.notSent')} />
      )}
    </Card>
  );
}
