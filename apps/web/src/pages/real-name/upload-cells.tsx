import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { pathOfPage } from '@simdesk/contract';
import type { UploadKind, UploadRow } from '@simdesk/contract/modules/real-name';

// What the upload list and an arrival's page show alike: how an arrival ended, and of which kind it was.

/** The address of an arrival's page. */
export const uploadDetailPath = (uploadId: number) => pathOfPage('uploadDetail', {}, { id: uploadId });

/** Accepted (green) or refused (red, its reason's code as the text and its words on hover). */
export function UploadOutcomeTag({
  upload,
}: {
  upload: Pick<UploadRow, 'outcome' | 'refusalCode' | 'refusalReason'>;
}) {
  const { t } = useTranslation();
  if (upload.outcome === 'accepted') return <Tag color="success">{t('realNameUpload:outcome.accepted')}</Tag>;
  const text = upload.refusalCode
    ? t(`realNameUpload:refusal.${upload.refusalCode}`)
    : t('realNameUpload:outcome.refused');
  const tag = <Tag color="error">{text}</Tag>;
  if (upload.refusalReason === null) return tag;
  return (
    <Tooltip title={upload.refusalReason}>
      <span>{tag}</span>
    </Tooltip>
  );
}

/** Before sale to the maker, or at sale to the buyer; nothing when the pushed kind was none of them. */
export function UploadKindText({ kind }: { kind: UploadKind | null }) {
  const { t } = useTranslation();
  return <>{kind === null ? t('common:none') : t(`realNameUpload:kind.${kind}`)}</>;
}
