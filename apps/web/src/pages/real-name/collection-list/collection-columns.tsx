import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { collectionStage, realNameStatus } from '@simdesk/contract';
import type { CollectionRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import {
  collectionDetailPath,
  DocumentWarningTags,
  faceScoreText,
} from '../../../features/real-name/collection-cells';
import { TwoLines } from '../../../features/real-name/batch-origin';
import { identifierCell, timeCell } from '../../../features/real-name/real-name-cells';
import { cardColumn, placeColumns } from '../../../features/real-name/registration-columns';

/** The owner collection list's columns: the ICCID opens the collection; the owner's name as the server masked it. */
export function collectionColumns(t: TFunction, showCompany: boolean): TableColumnsType<CollectionRow> {
  return [
    cardColumn<CollectionRow>(t, (collection) => collectionDetailPath(collection.id)),
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
      render: (_, collection) => <TwoLines first={collection.name} second={collection.account} />,
    },
    {
      key: 'createdAt',
      title: t('realName:collecting.columns.createdAt'),
      dataIndex: 'createdAt',
      render: timeCell,
    },
    ...placeColumns<CollectionRow>(t, showCompany),
  ];
}
