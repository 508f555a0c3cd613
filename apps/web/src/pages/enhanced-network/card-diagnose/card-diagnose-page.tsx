import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cardStatus, type ChangeItemRow } from '@simdesk/contract';
import { cardDiagnoseCall, type CardDiagnosisRow } from '@simdesk/contract/modules/enhanced-network';
import { callApiForRow } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';
import { CodeTag } from '../../../components/codes/code-tag';
import { formatDisplayTime } from '../../../components/display-time';
import { usePageContext } from '../../../routing/page-context';
import { DiagnosisChecksTable } from './diagnosis-checks-table';
import { RecentChangesTable } from './recent-changes-table';
import { hasOpenChange, useOrderWatch } from './use-order-watch';
import './card-diagnose-page.css';

const alertTypes = { ok: 'success', warning: 'warning', problem: 'error', unchecked: 'info' } as const;

function DiagnosisResult(props: {
  diagnosis: CardDiagnosisRow;
  changes: readonly ChangeItemRow[];
  onAgain: () => void;
}) {
  const { diagnosis, changes, onAgain } = props;
  const { t } = useTranslation();
  const { card } = diagnosis;
  return (
    <>
      <Card
        title={card.iccid}
        extra={
          <Space>
            <Typography.Text type="secondary">
              {t('cardDiagnosis:diagnose.checkedAt', { time: formatDisplayTime(diagnosis.checkedAt) })}
            </Typography.Text>
            <Button onClick={onAgain}>{t('cardDiagnosis:diagnose.again')}</Button>
          </Space>
        }
      >
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: 'msisdn', label: 'MSISDN', children: card.msisdn ?? '—' },
              { key: 'imsi', label: 'IMSI', children: card.imsi ?? '—' },
              {
                key: 'status',
                label: t('cardDiagnosis:fact.status'),
                children: <CodeTag table={cardStatus} code={card.cardStatus} />,
              },
              { key: 'company', label: t('cardDiagnosis:fact.company'), children: card.companyName },
            ]}
          />
          <Alert
            className="diagnosis-verdict"
            type={alertTypes[diagnosis.verdict]}
            showIcon
            title={t(`cardDiagnosis:overall.${diagnosis.verdict}`)}
          />
          {hasOpenChange(changes) && (
            <Alert type="info" showIcon title={t('cardDiagnosis:diagnose.watching')} />
          )}
          <DiagnosisChecksTable diagnosis={diagnosis} t={t} onApplied={onAgain} />
        </Space>
      </Card>
      <Card title={t('cardDiagnosis:diagnose.changes')}>
        <RecentChangesTable changes={changes} t={t} />
      </Card>
    </>
  );
}

/**
 * /vehicleCard/enhancedNetwork/cardDiagnose: diagnoses a card found by any number (?cardNumber= fills it in),
 * each check with its verdict, the fix to apply with one click and the time the carrier answered. While a change
 * of the card is open only its changes are read again; once they settle the card is diagnosed again, so the
 * operator sees the order settle and the verdict turn without the carrier asked every check every few seconds.
 */
export function CardDiagnosePage() {
  const { t } = useTranslation('cardDiagnosis');
  const { search } = usePageContext();
  const [form] = Form.useForm<{ cardNumber: string }>();
  const [cardNumber, setCardNumber] = useState<string>();
  const query = useQuery({
    queryKey: callQueryKey(cardDiagnoseCall, { cardNumber }),
    queryFn: () => callApiForRow(cardDiagnoseCall, { cardNumber: cardNumber ?? '' }),
    enabled: cardNumber !== undefined,
  });
  const { refetch } = query;
  const diagnoseAgain = useCallback(() => void refetch(), [refetch]);
  const changes = useOrderWatch(query, diagnoseAgain);

  useEffect(() => {
    const named = new URLSearchParams(search).get('cardNumber')?.trim();
    if (named) {
      form.setFieldsValue({ cardNumber: named });
      setCardNumber(named);
    }
  }, [search, form]);

  return (
    <div className="card-diagnose-page">
      <Card>
        <Typography.Paragraph type="secondary">{t('diagnose.intro')}</Typography.Paragraph>
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => {
            const named = values.cardNumber.trim();
            if (named === cardNumber) void query.refetch();
            setCardNumber(named);
          }}
        >
          <Form.Item
            name="cardNumber"
            label={t('diagnose.cardNumber')}
            rules={[{ required: true, whitespace: true, message: t('diagnose.required') }]}
          >
            <Input
              aria-label={t('diagnose.cardNumber')}
              placeholder={t('diagnose.placeholder')}
              style={{ width: 280 }}
              allowClear
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('diagnose.submit')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {query.data && (
        <DiagnosisResult diagnosis={query.data} changes={changes ?? []} onAgain={diagnoseAgain} />
      )}
      {!query.data &&
        (query.isFetching ? (
          // The carrier is asked eight things at once: the page says it waits for them.
          <div role="status" className="diagnosis-waiting">
            <Spin />
          </div>
        ) : (
          <Alert type="info" title={t('diagnose.empty')} />
        ))}
    </div>
  );
}
