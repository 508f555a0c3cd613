import { Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ruleDeleteCall,
  ruleDisableCall,
  ruleEnableCall,
  ruleUpdateCall,
  type RuleRow,
} from '@simdesk/contract/modules/rules';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CallButton } from '../../../components/permission/call-button';
import { DeleteLinkButton } from '../../../components/list-page/row-buttons';

/** The enable switch of a rule row: it turns the rule on or off at once, when the role allows both. */
export function RuleEnabledSwitch({ rule }: { rule: RuleRow }) {
  const { t } = useTranslation('automationRules');
  const canSwitch = useCallAllowed(rule.enabled ? ruleDisableCall : ruleEnableCall);
  const enable = useCallMutation(ruleEnableCall, { successText: () => t('enabledDone') });
  const disable = useCallMutation(ruleDisableCall, { successText: () => t('disabledDone') });
  return (
    <Switch
      checked={rule.enabled}
      disabled={!canSwitch}
      loading={enable.isPending || disable.isPending}
      aria-label={t(rule.enabled ? 'disable' : 'enable')}
      onChange={(checked) => (checked ? enable : disable).mutate({ id: rule.id })}
    />
  );
}

/** Edit and delete (with confirmation) of one rule, each shown only when the role grants it. */
export function RuleRowActions({ rule, onEdit }: { rule: RuleRow; onEdit: (rule: RuleRow) => void }) {
  const { t } = useTranslation('automationRules');
  return (
    <Space size={4}>
      <CallButton type="link" size="small" call={ruleUpdateCall} onClick={() => onEdit(rule)}>
        {t('edit')}
      </CallButton>
      <DeleteLinkButton
        call={ruleDeleteCall}
        obj={{ id: rule.id }}
        name={rule.name}
        namespace="automationRules"
      />
    </Space>
  );
}
