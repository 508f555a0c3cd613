import { Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { collectionStage, realNameStatus } from '@simdesk/contract';
import type { CollectionRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import {
  collectionDetailPath,
  DocumentWarningTags,
  faceScoreText,
} from '../../../features/real-name/collection-cells';
import { identifierCell, IdentifierLink, timeCell } from '../../../features/real-name/real-name-cells';

/** The card: its ICCID opening the collection, its MSISDN under it. */
function CardCell({ collection }: { collection: CollectionRow }) {
  return (
    <Space orientation="vertical" size={0}>
      <IdentifierLink to={collectionDetailPath(collection.id)}>{collection.iccid}</IdentifierLink>
      {collection.msisdn !== null && identifierCell(collection.msisdn)}
    </Space>
  );
}

/** The owner collection list's columns: the ICCID opens the collection; the owner's name as the server masked it. */
export function collectionColumns(t: TFunction, showCompany: boolean): TableColumnsType<CollectionRow> {
  return [
    {
      key: 'card',
      title: t('realName:collecting.columns.card'),
      fixed: 'left',
      render: (_, collection) => <CardCell collection={collection} />,
    },
    { key: 'vin', title: t('realName:columns.vin'), dataIndex: 'vin', render: identifierCell },
    {
      key: 'stage',
      title: t('realName:collecting.columns.stage'),
      render: (_, collection) => <CodeTag table={collectionStage} code={collection.stage} />,
    },
    { key: 'ownerName', title: t('realName:collecting.columns.ownerName'), dataIndex: 'ownerName' },
    {
      key: 'warnings',
      title: t('realName:collecting.columns.warnings'),
      render: (_, collection) => <DocumentWarningTags warnings={collection.warnings} />,
    },
    {
      key: 'faceScore',
      title: t('realName:collecting.columns.faceScore'),
      dataIndex: 'faceScore',
      render: faceScoreText,
    },
    {
      key: 'realNameStatus',
      title: t('realName:columns.realNameStatus'),
      render: (_, collection) =>
        collection.realNameStatus !== null && (
          <CodeTag table={realNameStatus} code={collection.realNameStatus} />
        ),
    },
    {
      key: 'expiresAt',
      title: t('realName:collecting.columns.expiresAt'),
      dataIndex: 'expiresAt',
      render: timeCell,
    },
    {
      key: 'createdBy',
      title: t('realName:collecting.columns.createdBy'),
      render: (_, collection) => (
        <Space orientation="vertical" size={0}>
          <span>{collection.name}</span>
          <Typography.Text type="secondary">{collection.account}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'createdAt',
      title: t('realName:collecting.columns.createdAt'),
      dataIndex: 'createdAt',
      render: timeCell,
    },
    ...(showCompany
      ? [{ key: 'company', title: t('realName:columns.company'), dataIndex: 'companyName' }]
      : []),
    { key: 'org', title: t('realName:columns.org'), dataIndex: 'orgName' },
  ];
}
