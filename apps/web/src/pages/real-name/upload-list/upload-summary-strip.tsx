import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallObj } from '@simdesk/contract';
import {
  uploadOutcomes,
  uploadSummaryCall,
  type UploadOutcome,
  type uploadListCall,
} from '@simdesk/contract/modules/real-name';
import { useCallQuery } from '../../../api/use-call-query';
import { withoutPaging } from '../../../components/list-page/list-filters';

/**
 * How many arrivals of the applied filter (whatever its outcome and refusal) were accepted and refused; a click
 * on one lists the arrivals of that outcome, another click all of them again.
 */
export function UploadSummaryStrip(props: {
  applied: CallObj<typeof uploadListCall>;
  onShow: (outcome: UploadOutcome | undefined) => void;
}) {
  const { applied, onShow } = props;
  const { i18n, t } = useTranslation();
  const { outcome: shown, refusalCode: _refusal, ...counted } = withoutPaging(applied);
  const summary = useCallQuery(uploadSummaryCall, counted, { staleTime: 15_000 }).data?.rows[0];
  const total = summary === undefined ? undefined : summary.accepted + summary.refused;
  return (
    <Flex gap={8} align="center" wrap>
      {uploadOutcomes.map((outcome) => {
        const pressed = shown === outcome;
        const count = summary?.[outcome]?.toLocaleString(i18n.language) ?? '–';
        return (
          <Button
            key={outcome}
            onClick={() => onShow(pressed ? undefined : outcome)}
            danger={outcome === 'refused'}
            aria-pressed={pressed}
            ghost={pressed}
            type={pressed ? 'primary' : 'default'}
          >
            <strong>{count}</strong> {t(`realNameUpload:summary.${outcome}`)}
          </Button>
        );
      })}
      {total !== undefined && (
        <Typography.Text type="secondary">
          {t('realNameUpload:summary.total', { total: total.toLocaleString(i18n.language) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
