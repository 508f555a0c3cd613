import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TesterRow } from '@simdesk/contract/modules/real-name';
import { CallField } from '../../../components/forms/call-field';
import { SwitchField } from '../../../components/forms/switch-field';

/**
 * The tester's name, ID number, mobile and note. On edit the ID number is shown as added (masked, read only),
 * the name and mobile (stored sealed) are kept when left empty, and a switch lets the tester start tests.
 */
export function TesterFields({ tester }: { tester?: TesterRow }) {
  const { t } = useTranslation();
  const stored = (value: string) => tester && t('realNameTesting:form.storedMasked', { value });
  return (
    <>
      <CallField
        name="name"
        label={t('realNameTesting:tester.name')}
        extra={stored(tester?.testerName ?? '')}
      >
        <Input placeholder={t('realNameTesting:form.namePlaceholder')} autoComplete="off" />
      </CallField>
      {tester === undefined ? (
        <CallField name="idNumber" label={t('realNameTesting:form.idNumber')}>
          <Input
            className="real-name-identifier"
            placeholder={t('realNameTesting:form.idNumberPlaceholder')}
            maxLength={18}
            autoComplete="off"
          />
        </CallField>
      ) : (
        <Form.Item label={t('realNameTesting:form.idNumber')} extra={t('realNameTesting:form.idNumberKept')}>
          <Input className="real-name-identifier" value={tester.idNumber} readOnly />
        </Form.Item>
      )}
      <CallField
        name="mobile"
        label={t('realNameTesting:tester.mobile')}
        extra={stored(tester?.mobile ?? '')}
      >
        <Input inputMode="numeric" maxLength={11} autoComplete="off" />
      </CallField>
      <CallField name="note" label={t('realNameTesting:tester.note')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </CallField>
      {tester !== undefined && (
        <SwitchField
          name="enabled"
          label={t('realNameTesting:tester.enabled')}
          extra={t('realNameTesting:form.enabledHint')}
        />
      )}
    </>
  );
}
