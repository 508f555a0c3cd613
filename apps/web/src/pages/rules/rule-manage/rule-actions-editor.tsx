import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardStatus, ruleActionKind, type RuleTypeCode } from '@simdesk/contract';
import { ruleActionKindsOf, ruleUndoTimings } from '@simdesk/contract/modules/rules';
import { CodeSelect } from '../../../components/codes/code-select';

/**
 * The actions of a rule: each kind once, of the kinds its type takes (a pool rule changes no card), with the
 * fields its kind needs and a line on what it does.
 */
export function RuleActionsEditor() {
  const { t } = useTranslation(['automationRules', 'codes']);
  const form = Form.useFormInstance();
  // Watched so that choosing a kind shows its fields at once.
  const actions = Form.useWatch<{ kind?: number }[] | undefined>('actions', form);
  const type = Form.useWatch<RuleTypeCode | undefined>('ruleType', form);
  const offered = type === undefined ? [] : ruleActionKindsOf(type);
  const { byName } = ruleActionKind;
  return (
    <Form.List
      name="actions"
      rules={[
        {
          validator: async (_rule, actions: unknown[] | undefined) => {
            if (!actions || actions.length === 0) throw new Error(t('validation.actions'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field) => {
            const kind = actions?.[field.name]?.kind;
            return (
              <Card
                key={field.key}
                size="small"
                extra={
                  <Button type="link" size="small" danger onClick={() => remove(field.name)}>
                    {t('removeAction')}
                  </Button>
                }
              >
                <Form.Item
                  name={[field.name, 'kind']}
                  label={t('fields.actions')}
                  extra={kind === undefined ? undefined : t(`actionHelp.${kind as 1}`)}
                  rules={[{ required: true, message: t('validation.actions') }]}
                >
                  <CodeSelect table={ruleActionKind} codes={offered} />
                </Form.Item>
                {kind === byName.mail && (
                  <Form.Item
                    name={[field.name, 'addresses']}
                    label={t('actionFields.addresses')}
                    rules={[{ required: true, message: t('validation.list') }]}
                  >
                    <Input.TextArea rows={2} />
                  </Form.Item>
                )}
                {kind === byName.sms && (
                  <Form.Item
                    name={[field.name, 'mobiles']}
                    label={t('actionFields.mobiles')}
                    rules={[{ required: true, message: t('validation.list') }]}
                  >
                    <Input.TextArea rows={2} />
                  </Form.Item>
                )}
                {kind === byName.statusChange && (
                  <>
                    <Form.Item
                      name={[field.name, 'targetStatus']}
                      label={t('actionFields.targetStatus')}
                      initialValue={cardStatus.byName.suspended}
                    >
                      <CodeSelect table={cardStatus} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'undo']}
                      label={t('actionFields.undo')}
                      initialValue="never"
                    >
                      <Select
                        options={ruleUndoTimings.map((undo) => ({ value: undo, label: t(`undo.${undo}`) }))}
                      />
                    </Form.Item>
                  </>
                )}
              </Card>
            );
          })}
          <Button onClick={() => add({})}>{t('addAction')}</Button>
          <Form.ErrorList errors={errors} />
        </Space>
      )}
    </Form.List>
  );
}
