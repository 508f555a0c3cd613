import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '@simdesk/contract';
import { CallForm, type CallFormProps } from '../../../components/forms/call-form';

export type SettingsFormProps<Call extends CallDefinition, Values, Stored> = Omit<
  CallFormProps<Call, Values, Stored>,
  'className' | 'successText' | 'submitText' | 'editable'
> & {
  /** The settings page's edit right; without it the form only shows the stored values. */
  canEdit: boolean;
};

/** The form of one settings tab: saved with the page's edit right, with the tabs' one save button and notice. */
export function SettingsForm<Call extends CallDefinition, Values extends object, Stored>({
  canEdit,
  ...form
}: SettingsFormProps<Call, Values, Stored>) {
  const { t } = useTranslation('settings');
  return (
    <CallForm<Call, Values, Stored>
      {...form}
      className="settings-form"
      successText={() => t('saved')}
      editable={canEdit}
      submitText={t('save')}
    />
  );
}
