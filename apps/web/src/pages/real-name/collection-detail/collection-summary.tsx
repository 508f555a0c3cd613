import { Space, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { collectionStage, realNameStatus } from '@simdesk/contract';
import { faceCheckAttempts, type CollectionDetailRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { DocumentWarningTags, faceScoreText } from '../../../features/real-name/collection-cells';
import { cardFacts, RegistrationNumber, timeCell } from '../../../features/real-name/real-name-cells';
import { WithdrawLinkButton } from './withdraw-link-button';

/** How often the detail page reads a submitted collection again, while the carrier answers (within minutes). */
export const collectionRefreshSeconds = 3;

/** The stage, and while the carrier answers, that the page follows it. */
function StageStatus({ collection }: { collection: CollectionDetailRow }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <CodeTag table={collectionStage} code={collection.stage} />
      {collection.stage === collectionStage.byName.submitted && (
        <Typography.Text type="secondary">
          {t('realName:collecting.detail.following', { seconds: collectionRefreshSeconds })}
        </Typography.Text>
      )}
    </Space>
  );
}

/** The collection's card, vehicle, link and owner as the server answered them (the owner's name masked). */
export function CollectionSummary({ collection }: { collection: CollectionDetailRow }) {
  const { t } = useTranslation();
  const none = t('common:none');
  const facts: DescriptionsProps['items'] = [
    ...cardFacts(t, collection),
    {
      key: 'expiresAt',
      label: t('realName:collecting.columns.expiresAt'),
      children: timeCell(collection.expiresAt),
    },
    {
      key: 'ownerName',
      label: t('realName:collecting.columns.ownerName'),
      children: collection.ownerName ?? none,
    },
    {
      key: 'face',
      label: t('realName:collecting.detail.face'),
      children: t('realName:collecting.detail.faceValue', {
        score: faceScoreText(collection.faceScore) || none,
        attempts: collection.faceAttempts,
        maximum: faceCheckAttempts,
      }),
    },
    {
      key: 'realNameStatus',
      label: t('realName:columns.realNameStatus'),
      children:
        collection.realNameStatus === null ? (
          none
        ) : (
          <CodeTag table={realNameStatus} code={collection.realNameStatus} />
        ),
    },
    {
      key: 'registration',
      label: t('realName:collecting.detail.registration'),
      children: <RegistrationNumber registrationId={collection.registrationId} />,
    },
    {
      key: 'refusalReason',
      label: t('realName:carrier.refusalReason'),
      children: collection.refusalReason ?? none,
    },
    {
      key: 'openedAt',
      label: t('realName:collecting.detail.openedAt'),
      children: timeCell(collection.openedAt) || none,
    },
    {
      key: 'submittedAt',
      label: t('realName:columns.submittedAt'),
      children: timeCell(collection.submittedAt) || none,
    },
    {
      key: 'createdBy',
      label: t('realName:collecting.columns.createdBy'),
      children: `${collection.name} (${collection.account})`,
    },
    {
      key: 'createdAt',
      label: t('realName:collecting.columns.createdAt'),
      children: timeCell(collection.createdAt),
    },
    { key: 'company', label: t('realName:columns.company'), children: collection.companyName },
    { key: 'org', label: t('realName:columns.org'), children: collection.orgName ?? none },
    {
      key: 'warnings',
      label: t('realName:collecting.columns.warnings'),
      span: 'filled',
      children:
        collection.warnings.length === 0 ? none : <DocumentWarningTags warnings={collection.warnings} />,
    },
  ];
  return (
    <RecordSummaryCard
      name={collection.iccid}
      nameIsIdentifier
      status={<StageStatus collection={collection} />}
      actions={<WithdrawLinkButton collection={collection} />}
      facts={facts}
    />
  );
}
