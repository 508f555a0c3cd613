import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { complaintStatus } from '@simdesk/contract';
import type { ComplaintHistoryRow } from '@simdesk/contract/modules/enhanced-network';
import { codeLabel } from '../../../components/codes/code-label';
import { formatDisplayTime } from '../../../components/display-time';

function StepText({ step }: { step: ComplaintHistoryRow }) {
  const { t } = useTranslation('enhancedNetwork');
  const { t: text } = useTranslation();
  const status = (code: number | null) => (code === null ? '' : codeLabel(text, complaintStatus, code));
  if (step.event === 'moved')
    return t('complaint.history.moved', { from: status(step.fromStatus), to: status(step.toStatus) });
  if (step.event === 'assigned')
    return t('complaint.history.assigned', { assignee: step.assigneeName ?? '' });
  return t(`complaint.history.${step.event}`);
}

/** A complaint's history, oldest first: who did what, when, and what they wrote. */
export function ComplaintTimeline({ history }: { history: readonly ComplaintHistoryRow[] }) {
  return (
    <Timeline
      items={history.map((step) => ({
        key: step.id,
        color: step.event === 'moved' ? 'blue' : 'gray',
        content: (
          <>
            <Typography.Text strong>
              <StepText step={step} />
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {step.operatorName} · {formatDisplayTime(step.at)}
              </Typography.Text>
            </div>
            {step.comment && (
              <Typography.Paragraph className="complaint-comment">{step.comment}</Typography.Paragraph>
            )}
          </>
        ),
      }))}
    />
  );
}
