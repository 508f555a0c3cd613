import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { pathOfPage, vinReuploadStatus } from '@simdesk/contract';
import type { VinReuploadRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { TwoLines } from '../../../features/real-name/batch-origin';
import { identifierCell } from '../../../features/real-name/real-name-cells';
import { cardColumn, timesAndPlaceColumns } from '../../../features/real-name/registration-columns';

/** The address of a VIN re-upload's detail page. */
export function vinReuploadDetailPath(reuploadId: number): string {
  return pathOfPage('yidongVinReuploadDetail', {}, { id: reuploadId });
}

/**
 * The VIN re-uploads' columns: the ICCID opens the re-upload; the VIN refused and the VIN sent, where it
 * stands and what the carrier said, who sent it and when.
 */
export function vinReuploadColumns(t: TFunction, showCompany: boolean): TableColumnsType<VinReuploadRow> {
  return [
    cardColumn<VinReuploadRow>(t, (reupload) => vinReuploadDetailPath(reupload.id)),
    { key: 'holderName', title: t('realName:columns.holderName'), dataIndex: 'holderName' },
    {
      key: 'previousVin',
      title: t('realNameChinaMobile:vinReupload.previousVin'),
      dataIndex: 'previousVin',
      render: identifierCell,
    },
    {
      key: 'vin',
      title: t('realNameChinaMobile:vinReupload.newVin'),
      dataIndex: 'vin',
      render: identifierCell,
    },
    {
      key: 'status',
      title: t('realNameDeregistration:cards.status'),
      render: (_, reupload) => <CodeTag table={vinReuploadStatus} code={reupload.status} />,
    },
    // The carrier's words run long: cut to the column, whole on hover.
    {
      key: 'refusalReason',
      title: t('realName:carrier.refusalReason'),
      dataIndex: 'refusalReason',
      width: 220,
      ellipsis: { showTitle: true },
    },
    {
      key: 'sentBy',
      title: t('realName:collecting.columns.createdBy'),
      render: (_, reupload) => <TwoLines first={reupload.name} second={reupload.account} />,
    },
    ...timesAndPlaceColumns<VinReuploadRow>(t, showCompany),
  ];
}
