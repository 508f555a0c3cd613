import { useTranslation } from 'react-i18next';
import { editRnAccountConfigCall, rnAccountConfigCall, type RnAccountConfigRow } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { SwitchField } from '../../../components/forms/switch-field';
import { AddressWhenOnField } from './address-when-on-field';
import { SettingsForm } from './settings-form';
import { useTargetCompany } from './settings-hooks';

interface RealNameValues {
  used: boolean;
  rnPlatformUrl?: string;
}

/** Whether real-name pages open the company's real-name platform, and its https address. */
export function RealNameTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const target = useTargetCompany();
  const stored = useCallQuery(rnAccountConfigCall, target.obj).data?.rows[0];
  return (
    <SettingsForm<typeof editRnAccountConfigCall, RealNameValues, RnAccountConfigRow>
      call={editRnAccountConfigCall}
      name="realNameSettings"
      stored={stored}
      toValues={(config) => ({
        used: config.rnPlatformUsage === 1,
        rnPlatformUrl: config.rnPlatformUrl ?? '',
      })}
      toObj={(values) => ({
        ...target.obj,
        rnPlatformUsage: values.used ? 1 : 0,
        rnPlatformUrl: values.rnPlatformUrl?.trim() || null,
      })}
      canEdit={canEdit}
    >
      <SwitchField name="used" label={t('realName.usage')} extra={t('realName.usageHelp')} />
      <AddressWhenOnField
        name="rnPlatformUrl"
        switchName="used"
        label={t('realName.url')}
        requiredMessage={t('realName.urlRequired')}
        message={t('realName.urlFormat')}
      />
    </SettingsForm>
  );
}
