import { useEffect } from 'react';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { status, vehicleCardRole } from '@simdesk/contract';
import { cardChangeVehicleCardsCall } from '@simdesk/contract/modules/real-name';
import { useCallRowQuery } from '../../../api/use-call-query';
import { CodeTag } from '../../../components/codes/code-tag';
import { CallField } from '../../../components/forms/call-field';

/** What the change form holds: one swap and a note. */
export interface CardChangeValues {
  vin: string;
  oldCardNumber: string;
  newCardNumber: string;
  note?: string;
}

const vinLength = 17;

/** The form as the submit call takes it: one swap. */
export function toCardChangeObj(values: CardChangeValues) {
  const { note, vin, oldCardNumber, newCardNumber } = values;
  const swap = { vin: vin.trim().toUpperCase(), oldCardNumber, newCardNumber };
  return { swaps: [swap], ...(note?.trim() ? { note } : {}) };
}

/** The vehicle's fitted cards, read once its VIN is whole; the T-Box card (or the only card) is chosen. */
function OldCardField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<CardChangeValues>();
  const vin = (Form.useWatch('vin', form) ?? '').trim().toUpperCase();
  const whole = vin.length === vinLength;
  const answer = useCallRowQuery(
    cardChangeVehicleCardsCall,
    { vin },
    { enabled: whole, silentStatuses: [status.notFound, status.badRequest] },
  );
  const cards = whole ? (answer.data?.cards ?? []) : [];
  const chosen = cards.find((card) => card.role === vehicleCardRole.byName.telematicsBox) ?? cards[0];
  useEffect(() => {
    if (!form.getFieldValue('oldCardNumber') && chosen) form.setFieldValue('oldCardNumber', chosen.iccid);
  }, [form, chosen]);
  const problem = whole && answer.error ? answer.error.message : undefined;
  const noCards = whole && answer.isSuccess && cards.length === 0;
  return (
    <CallField
      name="oldCardNumber"
      schemaPath={['swaps', 0, 'oldCardNumber']}
      label={t('realNameCardChange:form.oldCard')}
      extra={problem ?? (noCards ? t('realNameCardChange:form.noCards') : undefined)}
    >
      <Select
        showSearch
        className="real-name-identifier"
        loading={whole && answer.isFetching}
        placeholder={t('realNameCardChange:form.oldCardPlaceholder')}
        options={cards.map((card) => ({
          value: card.iccid,
          label: (
            <>
              {card.iccid} <CodeTag table={vehicleCardRole} code={card.role} />
            </>
          ),
        }))}
      />
    </CallField>
  );
}

/** The vehicle, the card taken out (chosen among its cards), the card put in, and a note. */
export function CardChangeFields() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('realNameCardChange:form.hint')}</Typography.Paragraph>
      <CallField name="vin" schemaPath={['swaps', 0, 'vin']} label={t('realNameCardChange:form.vin')}>
        <Input className="real-name-identifier" placeholder={t('realNameCardChange:form.vinPlaceholder')} />
      </CallField>
      <OldCardField />
      <CallField
        name="newCardNumber"
        schemaPath={['swaps', 0, 'newCardNumber']}
        label={t('realNameCardChange:form.newCard')}
      >
        <Input
          className="real-name-identifier"
          placeholder={t('realNameCardChange:form.newCardPlaceholder')}
        />
      </CallField>
      <CallField name="note" label={t('realNameCardChange:form.note')}>
        <Input.TextArea rows={2} placeholder={t('realNameCardChange:form.notePlaceholder')} />
      </CallField>
    </>
  );
}
