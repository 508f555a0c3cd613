import { Space, Table, Tag, Typography, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type {
  CardDiagnosisRow,
  DiagnosisCheckRow,
  DiagnosisVerdict,
} from '@simdesk/contract/modules/enhanced-network';
import { formatDisplayTime } from '../../../components/display-time';
import { DiagnosisFacts } from './diagnosis-facts';
import { DiagnosisFixButton } from './diagnosis-fix-button';

/** A verdict's colour: fine green, a look amber, a problem red, a check not made grey. */
export const verdictColours: Readonly<Record<DiagnosisVerdict, string>> = {
  ok: 'success',
  warning: 'warning',
  problem: 'error',
  unchecked: 'default',
};

function RemedyCell(props: {
  check: DiagnosisCheckRow;
  card: CardDiagnosisRow['card'];
  t: TFunction;
  onApplied: () => void;
}) {
  const { check, card, t, onApplied } = props;
  if (check.remedy === null) return check.limits.length > 0 ? <Limits check={check} t={t} /> : '—';
  const blockedBy = check.fix?.blockedByOrderId ?? null;
  return (
    <Space direction="vertical" size={2}>
      {check.stopReason && (
        <Typography.Text strong>{t(`cardDiagnosis:stopReason.${check.stopReason}`)}</Typography.Text>
      )}
      {check.fix && blockedBy === null ? (
        <DiagnosisFixButton fix={check.fix} card={card} onApplied={onApplied} />
      ) : (
        <Typography.Text>{t(`cardDiagnosis:remedy.${check.remedy}`)}</Typography.Text>
      )}
      {blockedBy !== null && (
        <Typography.Text type="warning">
          {t('cardDiagnosis:fix.blocked', { orderId: blockedBy })}
        </Typography.Text>
      )}
      <Limits check={check} t={t} />
    </Space>
  );
}

function Limits({ check, t }: { check: DiagnosisCheckRow; t: TFunction }) {
  return check.limits.map((limit) => (
    <Typography.Text key={limit} type="secondary" className="diagnosis-limit">
      {t(`cardDiagnosis:limit.${limit}`)}
    </Typography.Text>
  ));
}

/** Every check of a diagnosis: verdict, finding and facts, the suggested fix, and when the carrier said so. */
export function DiagnosisChecksTable(props: {
  diagnosis: CardDiagnosisRow;
  t: TFunction;
  onApplied: () => void;
}) {
  const { diagnosis, t, onApplied } = props;
  const columns: TableProps<DiagnosisCheckRow>['columns'] = [
    {
      title: t('cardDiagnosis:diagnose.columns.check'),
      dataIndex: 'check',
      width: 190,
      render: (_, check) => (
        <Typography.Text strong>{t(`cardDiagnosis:check.${check.check}`)}</Typography.Text>
      ),
    },
    {
      title: t('cardDiagnosis:diagnose.columns.verdict'),
      dataIndex: 'verdict',
      width: 120,
      render: (_, check) => (
        <Tag color={verdictColours[check.verdict]}>{t(`cardDiagnosis:verdict.${check.verdict}`)}</Tag>
      ),
    },
    {
      title: t('cardDiagnosis:diagnose.columns.finding'),
      dataIndex: 'finding',
      render: (_, check) => (
        <Space direction="vertical" size={2}>
          <Typography.Text>
            {t(`cardDiagnosis:finding.${check.finding}`, { error: check.facts.error })}
          </Typography.Text>
          <DiagnosisFacts check={check} t={t} />
        </Space>
      ),
    },
    {
      title: t('cardDiagnosis:diagnose.columns.remedy'),
      key: 'remedy',
      width: 280,
      render: (_, check) => <RemedyCell check={check} card={diagnosis.card} t={t} onApplied={onApplied} />,
    },
    {
      title: t('cardDiagnosis:diagnose.columns.asOf'),
      dataIndex: 'asOf',
      width: 170,
      render: (asOf: string | null) =>
        asOf === null ? (
          <Typography.Text type="secondary">{t('cardDiagnosis:diagnose.fromConsole')}</Typography.Text>
        ) : (
          <Typography.Text>
            {t('cardDiagnosis:diagnose.asOf', { time: formatDisplayTime(asOf) })}
          </Typography.Text>
        ),
    },
  ];
  return (
    <Table<DiagnosisCheckRow>
      className="diagnosis-checks"
      rowKey="check"
      size="middle"
      pagination={false}
      dataSource={diagnosis.checks}
      columns={columns}
      onRow={(check) => ({ 'data-check': check.check, 'data-verdict': check.verdict }) as object}
    />
  );
}
