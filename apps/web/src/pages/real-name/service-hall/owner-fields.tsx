import { Input, Radio, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { identityNumberBirthDate } from '@simdesk/contract';
import { lifelongValidity } from '@simdesk/contract/modules/real-name';
import { CallField } from '../../../components/forms/call-field';
import type { OwnerField } from './owner-values';

/**
 * The contract checks the birth date against the ID number over the whole owner (a refinement no single field
 * carries): the same check here, with its message, says it at the field as the owner types.
 */
function birthDateOfIdNumber(t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const idNumber = String(getFieldValue(['owner', 'idNumber']) ?? '')
        .trim()
        .toUpperCase();
      const born = identityNumberBirthDate(idNumber);
      if (born !== undefined && value !== born) throw new Error(t('realName:serviceHall.birthDateDiffers'));
    },
  });
}

const identifier = 'real-name-identifier';

/** The owner's data as read from the card, each field checked as the server checks it. */
export function OwnerFields() {
  const { t } = useTranslation();
  const label = (field: OwnerField) => t(`realName:serviceHall.owner.${field}`);
  const datePlaceholder = t('realName:serviceHall.owner.datePlaceholder');
  return (
    <>
      <CallField name={['owner', 'name']} label={label('name')}>
        <Input autoComplete="name" />
      </CallField>
      <CallField name={['owner', 'sex']} label={label('sex')}>
        <Radio.Group
          options={[
            { value: '男', label: t('realName:serviceHall.owner.male') },
            { value: '女', label: t('realName:serviceHall.owner.female') },
          ]}
        />
      </CallField>
      <CallField name={['owner', 'ethnicity']} label={label('ethnicity')} />
      <CallField
        name={['owner', 'birthDate']}
        label={label('birthDate')}
        dependencies={[['owner', 'idNumber']]}
        rules={[birthDateOfIdNumber(t)]}
      >
        <Input className={identifier} placeholder={datePlaceholder} />
      </CallField>
      <CallField name={['owner', 'address']} label={label('address')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </CallField>
      <CallField name={['owner', 'idNumber']} label={label('idNumber')}>
        <Input className={identifier} autoComplete="off" />
      </CallField>
      <CallField name={['owner', 'issuingAuthority']} label={label('issuingAuthority')} />
      <CallField name={['owner', 'validFrom']} label={label('validFrom')}>
        <Input className={identifier} placeholder={datePlaceholder} />
      </CallField>
      <CallField
        name={['owner', 'validUntil']}
        label={label('validUntil')}
        extra={t('realName:serviceHall.owner.lifelong', { word: lifelongValidity })}
      >
        <Input className={identifier} placeholder={datePlaceholder} />
      </CallField>
    </>
  );
}
