import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  cardImportConfigCall,
  cardStatus,
  duplicateHandlings,
  editCardImportConfigCall,
  importStatusCodes,
  type CardImportConfig,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeSelect } from '../../../components/codes/code-select';
import { SwitchField } from '../../../components/forms/switch-field';
import { SettingsForm } from './settings-form';
import { useTargetCompany } from './settings-hooks';

/** The rules of the card import: the status imported cards get, duplicates, the ICCID check digit. */
export function CardImportTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'codes']);
  const target = useTargetCompany();
  const stored = useCallQuery(cardImportConfigCall, target.obj).data?.rows[0];
  return (
    <SettingsForm<typeof editCardImportConfigCall, CardImportConfig, CardImportConfig>
      call={editCardImportConfigCall}
      name="cardImportSettings"
      stored={stored}
      toValues={(config) => config}
      toObj={(values) => ({ ...target.obj, ...values })}
      canEdit={canEdit}
    >
      <Form.Item
        name="defaultCardStatus"
        label={t('cardImport.defaultCardStatus')}
        extra={t('cardImport.defaultCardStatusHelp')}
      >
        <CodeSelect table={cardStatus} codes={importStatusCodes} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name="duplicateHandling" label={t('cardImport.duplicateHandling')}>
        <Radio.Group
          options={duplicateHandlings.map((handling) => ({
            value: handling,
            label: t(`cardImport.duplicates.${handling}`),
          }))}
        />
      </Form.Item>
      <SwitchField
        name="validateIccidChecksum"
        label={t('cardImport.validateIccidChecksum')}
        extra={t('cardImport.validateIccidChecksumHelp')}
      />
    </SettingsForm>
  );
}
