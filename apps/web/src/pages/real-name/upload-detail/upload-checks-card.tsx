import { Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadDetailRow } from '@simdesk/contract/modules/real-name';

const translationKey = /^[a-z][A-Za-z]*:[\w.]+$/;

/**
 * What was checked of the arrival: the problems that refused it (each field with its rule, translated when the
 * rule names a text of ours), the pictures that came, and the maker's face check.
 */
export function UploadChecksCard({ upload }: { upload: UploadDetailRow }) {
  const { t } = useTranslation();
  const message = (text: string) => (translationKey.test(text) ? t(text as never) : text);
  const pictures =
    upload.pictures.length === 0
      ? t('realNameUpload:detail.noPictures')
      : upload.pictures.map((name) => (
          <Tag key={name}>{t(`realNameUpload:detail.pictureNames.${name}` as never)}</Tag>
        ));
  const faceCheck =
    upload.faceScore === null ? null : (
      <Space size={4}>
        {t('realNameUpload:detail.faceScore', { score: upload.faceScore })}
        <Tag color={upload.livenessPassed ? 'success' : 'error'}>
          {t(
            upload.livenessPassed
              ? 'realNameUpload:detail.livenessPassed'
              : 'realNameUpload:detail.livenessFailed',
          )}
        </Tag>
      </Space>
    );
  return (
    <Card size="small" title={t('realNameUpload:detail.problems')}>
      {upload.problems.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {upload.outcome === 'refused' ? upload.refusalReason : t('realNameUpload:detail.noProblems')}
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={4} style={{ marginBottom: 12 }}>
          {upload.problems.map((problem) => (
            <Typography.Text key={problem.field}>
              <Typography.Text code>{problem.field}</Typography.Text> {message(problem.message)}
            </Typography.Text>
          ))}
        </Flex>
      )}
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'pictures', label: t('realNameUpload:detail.pictures'), children: pictures },
          ...(faceCheck
            ? [{ key: 'face', label: t('realNameUpload:detail.faceCheck'), children: faceCheck }]
            : []),
        ]}
      />
    </Card>
  );
}
