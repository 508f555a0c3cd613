import { Alert, Descriptions, Form, InputNumber } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFlow, flowUnitStep } from '@simdesk/contract';
import {
  dataPoolCapWhatIfCall,
  dataPoolMemberCapCall,
  type DataPoolMemberRow,
} from '@simdesk/contract/modules/data-pools';
import { useCallQuery } from '../../../api/use-call-query';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { ForecastText } from './forecast-text';

interface CapValues {
  capMegabytes: number | null;
}

const capKbOf = (megabytes: number | null | undefined) =>
  megabytes === null || megabytes === undefined ? null : Math.round(megabytes * flowUnitStep);

/** Before saving: when the carrier applies the cap, and the forecast now and with it. */
function CapWhatIf({ groupId, member }: { groupId: string; member: DataPoolMemberRow }) {
  const { t } = useTranslation('dataPools');
  const megabytes = useDeferredValue(Form.useWatch<number | null>('capMegabytes'));
  const whatIf = useCallQuery(dataPoolCapWhatIfCall, {
    groupId,
    cardNumber: member.iccid,
    capKb: capKbOf(megabytes),
  }).data?.rows[0];
  if (!whatIf) return null;
  return (
    <>
      <Alert
        type={whatIf.appliesFrom === 'now' ? 'info' : 'warning'}
        showIcon
        title={t('member.whatIf')}
        description={
          whatIf.appliesFrom === 'now'
            ? t('member.appliesNow')
            : t('member.appliesNextMonth', { used: formatFlow(whatIf.monthDataKb).text })
        }
      />
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('member.forecastBefore')}>
          <ForecastText forecast={whatIf.before} />
        </Descriptions.Item>
        <Descriptions.Item label={t('member.forecastAfter')}>
          <ForecastText forecast={whatIf.after} />
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

/** Sets or lifts one member's cap through the carrier, showing its effect first. */
export function MemberCapDialog(props: {
  groupId: string;
  member: DataPoolMemberRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('dataPools');
  const { groupId, member, onClose } = props;
  return (
    <FormDialog<typeof dataPoolMemberCapCall, CapValues>
      open={member !== undefined}
      name="poolMemberCap"
      title={`${t('member.setCap')} · ${member?.iccid ?? ''}`}
      call={dataPoolMemberCapCall}
      initialValues={{ capMegabytes: member?.capKb == null ? null : member.capKb / flowUnitStep }}
      toObj={(values) => ({ groupId, cardNumber: member?.iccid ?? '', capKb: capKbOf(values.capMegabytes) })}
      successText={(row) => t('member.ordered', { orderId: row.orderId, count: row.cardCount })}
      onClose={onClose}
    >
      <Form.Item name="capMegabytes" label={t('member.capMegabytes')} extra={t('member.liftCap')}>
        <InputNumber min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
      {member && <CapWhatIf groupId={groupId} member={member} />}
    </FormDialog>
  );
}
