import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  cardStatus,
  ruleActionKind,
  ruleActionOutcome,
  ruleType,
  type RuleTypeCode,
} from '@simdesk/contract';
import {
  ruleCatalogue,
  type RuleParameters,
  type RuleParameterSpec,
  type RuleTriggerRow,
} from '@simdesk/contract/modules/rules';
import { codeLabel } from '../../components/codes/code-label';

/** A parameter's value with its unit, or a status's label. */
export function useParameterText() {
  const { t } = useTranslation(['automationRules', 'codes']);
  const { t: text } = useTranslation();
  return (spec: RuleParameterSpec, value: number) =>
    spec.unit === 'cardStatus' ? codeLabel(text, cardStatus, value) : `${value} ${t(`units.${spec.unit}`)}`;
}

/** The parameters of a rule as one line: "Data threshold 500 MB · …". */
export function RuleParametersText({ type, parameters }: { type: number; parameters: RuleParameters }) {
  const { t } = useTranslation('automationRules');
  const parameterText = useParameterText();
  if (!ruleType.has(type)) return null;
  const parts = ruleCatalogue[type as RuleTypeCode].parameters.flatMap((spec) => {
    const value = parameters[spec.name];
    return value === undefined ? [] : [`${t(`parameters.${spec.name}`)} ${parameterText(spec, value)}`];
  });
  return <span>{parts.join(' · ')}</span>;
}

/** The unit a rule type's figure is in (the observed value of its triggers). */
export function useObservedUnit() {
  const { t } = useTranslation('automationRules');
  return (type: number): string => {
    if (!ruleType.has(type)) return '';
    const [first] = ruleCatalogue[type as RuleTypeCode].parameters;
    if (!first || first.unit === 'cardStatus') return '';
    return t(`units.${first.unit}`);
  };
}

/** The kinds of action a rule takes, as tags. */
export function RuleActionTags({ kinds }: { kinds: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {kinds.map((kind) => (
        <Tag key={kind}>{codeLabel(t, ruleActionKind, kind)}</Tag>
      ))}
    </Space>
  );
}

/** Each action's outcome as a coloured tag, its detail (an order number, a reason) on hover. */
export function ActionOutcomeTags({
  outcomes,
}: {
  outcomes: readonly { kind: number; outcome: number; detail: string | null }[];
}) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {outcomes.map((action, index) => (
        <Tooltip key={index} title={action.detail}>
          {/* Focusable, so the detail is reachable by keyboard (and a wide history table can be scrolled). */}
          <Tag
            tabIndex={0}
            color={
              ruleActionOutcome.has(action.outcome) ? ruleActionOutcome.colourOf(action.outcome) : 'default'
            }
          >
            {codeLabel(t, ruleActionKind, action.kind)} · {codeLabel(t, ruleActionOutcome, action.outcome)}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

/** What triggered: a card by its ICCID and MSISDN, or a pool by its name and carrier group id. */
export function TriggerSubject({
  subject,
}: {
  subject: Pick<RuleTriggerRow, 'iccid' | 'msisdn' | 'groupId' | 'poolName'>;
}) {
  const { t } = useTranslation('automationRules');
  if (subject.groupId !== null) {
    return (
      <>
        <div>
          <Tag>{t('fields.pool')}</Tag>
          {subject.poolName}
        </div>
        <div>{subject.groupId}</div>
      </>
    );
  }
  return (
    <>
      <div>{subject.iccid}</div>
      {subject.msisdn && <div>{subject.msisdn}</div>}
    </>
  );
}
