import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apnPccChangeCall,
  carrierApnNames,
  cardStatus,
  changeCardStatusCall,
  openOrCloseCommunicationCall,
  type CallDefinition,
  type CallObj,
  type ChangeOrderRow,
} from '@simdesk/contract';
import { sessionResetCall, type DiagnosisFix } from '@simdesk/contract/modules/enhanced-network';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CallButton } from '../../../components/permission/call-button';

interface FixCallButtonProps<Call extends CallDefinition> {
  call: Call;
  obj: CallObj<Call>;
  label: ReactNode;
  onApplied: () => void;
}

/** Applies a fix through its own change call: hidden when the caller may not make that change. */
function FixCallButton<Call extends CallDefinition>({
  call,
  obj,
  label,
  onApplied,
}: FixCallButtonProps<Call>) {
  const { t } = useTranslation();
  const mutation = useCallMutation(call, {
    successText: (row) => {
      const order = row as ChangeOrderRow;
      return t('cardDiagnosis:fix.sent', {
        orderId: order.id,
        state: t(`cardChange:orderState.${order.state}`),
      });
    },
  });
  return (
    <CallButton
      call={call}
      type="primary"
      size="small"
      loading={mutation.isSending}
      onClick={() => mutation.mutate(obj, { onSuccess: onApplied })}
    >
      {label}
    </CallButton>
  );
}

const isCarrierApn = (apn: string | null): apn is (typeof carrierApnNames)[number] =>
  (carrierApnNames as readonly (string | null)[]).includes(apn);

/**
 * The one-click fix of a check, through the change orders every other page uses (resume, data on, an APN on,
 * a session reset); while an order of its kind is open the button waits for it.
 */
export function DiagnosisFixButton(props: {
  fix: DiagnosisFix;
  card: { id: number; iccid: string };
  onApplied: () => void;
}) {
  const { fix, card, onApplied } = props;
  const { t } = useTranslation();
  const label = t(`cardDiagnosis:remedy.${fix.kind}`);
  const reason = t('cardDiagnosis:fix.reason');
  const shared = { label, onApplied };
  switch (fix.kind) {
    case 'resume':
      return (
        <FixCallButton
          call={changeCardStatusCall}
          obj={{ cardId: card.id, targetStatus: cardStatus.byName.activated, reason }}
          {...shared}
        />
      );
    case 'openData':
      return (
        <FixCallButton
          call={openOrCloseCommunicationCall}
          obj={{ cardId: card.id, open: true, reason }}
          {...shared}
        />
      );
    case 'enableApn':
      return isCarrierApn(fix.apn) ? (
        <FixCallButton
          call={apnPccChangeCall}
          obj={{ cardId: card.id, target: 'apn', apn: fix.apn, enabled: true }}
          {...shared}
        />
      ) : null;
    case 'resetSession':
      return <FixCallButton call={sessionResetCall} obj={{ cardNumber: card.iccid }} {...shared} />;
  }
}
