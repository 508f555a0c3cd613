import { useTranslation } from 'react-i18next';
import { cardStatus, type CardStatusRecord } from '@simdesk/contract';
import { codeLabel } from '../../../components/codes/code-label';
import { EventTimeline } from '../../../components/event-timeline/event-timeline';

// Green when the card came (back) to life, red when it went away, grey for stock moves.
const colourOf = (record: CardStatusRecord) =>
  record.toStatus === cardStatus.byName.activated
    ? 'green'
    : record.toStatus === cardStatus.byName.cancelled
      ? 'red'
      : 'gray';

/** The card's newest state changes, as the SIM card module records them: from what to what, why, by whom. */
export function CardStateHistory({ records }: { records: readonly CardStatusRecord[] }) {
  const { t } = useTranslation();
  const label = (code: CardStatusRecord['toStatus']) => codeLabel(t, cardStatus, code);
  return (
    <EventTimeline
      title={t('realNameCardState:detail.stateHistory')}
      emptyText={t('realNameCardState:detail.noStateHistory')}
      events={records.map((record) => ({ ...record, at: record.changedAt }))}
      colourOf={colourOf}
      describe={(record) =>
        record.fromStatus === null
          ? t('realNameCardState:detail.stateArrival', { to: label(record.toStatus) })
          : t('realNameCardState:detail.stateChange', {
              from: label(record.fromStatus),
              to: label(record.toStatus),
            })
      }
      noteOf={(record) => [record.reason, record.orderNumber].filter(Boolean).join(' · ') || null}
      byOperator={(name) => t('realName:events.by', { name })}
    />
  );
}
