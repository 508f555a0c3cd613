import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceHallStateRow } from '@simdesk/contract/modules/real-name';
import { DocumentSide } from './document-side';
import { documentsReady } from './service-hall-state';

/** Step one: both sides of the ID card, then on to confirm what was read once neither has a warning. */
export function DocumentStep({
  token,
  state,
  onNext,
}: {
  token: string;
  state: ServiceHallStateRow;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const ready = documentsReady(state.front, state.back);
  const warned = [state.front, state.back].some((reading) => (reading?.warnings.length ?? 0) > 0);
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" className="service-hall-intro">
        {t('realName:serviceHall.documents.intro')}
      </Typography.Paragraph>
      <DocumentSide token={token} side="front" reading={state.front} />
      <DocumentSide token={token} side="back" reading={state.back} />
      {!ready && (
        <Typography.Text type={warned ? 'warning' : 'secondary'}>
          {t(
            warned
              ? 'realName:serviceHall.documents.retakeFirst'
              : 'realName:serviceHall.documents.bothSides',
          )}
        </Typography.Text>
      )}
      <Button type="primary" size="large" block disabled={!ready} onClick={onNext}>
        {t('realName:serviceHall.next')}
      </Button>
    </Flex>
  );
}
