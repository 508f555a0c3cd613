import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { cardStatus, formatFlow, memberStatus, realNameStatus } from '@simdesk/contract';
import type { DiagnosisCheckRow, DiagnosisFactName } from '@simdesk/contract/modules/enhanced-network';
import { codeLabel } from '../../../components/codes/code-label';
import { formatDisplayTime } from '../../../components/display-time';

type FactValue = DiagnosisCheckRow['facts'][DiagnosisFactName];

/** Facts named by a code table, shown by its label. */
const codedFacts = { status: cardStatus, realNameStatus, memberStatus } as const;

/** One fact in words: a code's label, a time in the operator's zone, a volume in its unit, yes or no. */
export function factText(t: TFunction, name: DiagnosisFactName, value: FactValue): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'cardDiagnosis:yes' : 'cardDiagnosis:no');
  if (typeof value === 'number' && name in codedFacts) {
    return codeLabel(t, codedFacts[name as keyof typeof codedFacts], value);
  }
  if (typeof value === 'number' && name === 'monthDataKb') return formatFlow(value).text;
  if (typeof value === 'number' && name === 'poolUsedPercent') return `${value} %`;
  if (typeof value === 'string' && name.endsWith('At')) return formatDisplayTime(value);
  return String(value);
}

/** A check's facts as "name: value" pairs under its finding; the error of a check not made is in the finding. */
export function DiagnosisFacts({ check, t }: { check: DiagnosisCheckRow; t: TFunction }) {
  const facts = (Object.entries(check.facts) as [DiagnosisFactName, FactValue][]).filter(
    // A fact the carrier left empty (no address while offline) says nothing: only the ones it gave show.
    (fact): fact is [Exclude<DiagnosisFactName, 'error'>, FactValue] =>
      fact[0] !== 'error' && fact[1] !== null && fact[1] !== '',
  );
  if (facts.length === 0) return null;
  return (
    <Space size={[12, 0]} wrap className="diagnosis-facts">
      {facts.map(([name, value]) => (
        <Typography.Text key={name} type="secondary">
          {t(`cardDiagnosis:fact.${name}`)}: {factText(t, name, value)}
        </Typography.Text>
      ))}
    </Space>
  );
}
