import { Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { realNameStatus } from '@simdesk/contract';
import type { UploadRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { identifierCell, IdentifierLink, timeCell } from '../../../features/real-name/real-name-cells';
import { placeColumns } from '../../../features/real-name/registration-columns';
import { uploadDetailPath, UploadKindText, UploadOutcomeTag } from '../upload-cells';

/** The arrival's card as pushed (opening its page), the card's MSISDN under it once it was found. */
function CardCell({ upload }: { upload: UploadRow }) {
  return (
    <Space orientation="vertical" size={0}>
      <IdentifierLink to={uploadDetailPath(upload.id)}>{upload.iccid ?? upload.cardNumber}</IdentifierLink>
      {upload.msisdn !== null && identifierCell(upload.msisdn)}
    </Space>
  );
}

/** The upload list's columns: when it arrived, the card and vehicle, its kind and holder, how it ended. */
export function uploadColumns(t: TFunction, showCompany: boolean): TableColumnsType<UploadRow> {
  return [
    {
      key: 'receivedAt',
      title: t('realNameUpload:columns.receivedAt'),
      dataIndex: 'receivedAt',
      render: timeCell,
    },
    {
      key: 'card',
      title: t('realNameUpload:columns.card'),
      render: (_, upload) => <CardCell upload={upload} />,
    },
    { key: 'vin', title: t('realNameUpload:columns.vin'), dataIndex: 'vin', render: identifierCell },
    {
      key: 'kind',
      title: t('realNameUpload:columns.kind'),
      render: (_, upload) => <UploadKindText kind={upload.kind} />,
    },
    { key: 'holder', title: t('realNameUpload:columns.holder'), dataIndex: 'holderName' },
    {
      key: 'outcome',
      title: t('realNameUpload:columns.outcome'),
      render: (_, upload) => <UploadOutcomeTag upload={upload} />,
    },
    {
      key: 'registration',
      title: t('realNameUpload:columns.registration'),
      render: (_, upload) =>
        upload.registrationStatus === null ? null : (
          <CodeTag table={realNameStatus} code={upload.registrationStatus} />
        ),
    },
    { key: 'reference', title: t('realNameUpload:columns.reference'), dataIndex: 'reference' },
    { key: 'pushedBy', title: t('realNameUpload:columns.pushedBy'), dataIndex: 'account' },
    ...placeColumns<UploadRow>(t, showCompany),
  ];
}
