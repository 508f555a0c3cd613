import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { testStartCall, type TestStartObj } from '@simdesk/contract/modules/real-name';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';
import { cardNumbersOf } from '../../../features/real-name/card-numbers-field';
import { refusedInDialog } from '../../../features/real-name/refused-in-dialog';
import { TesterSelect } from '../testing-filters';
import { TestCardNumbersField } from './test-card-numbers-field';

/** The start form: the tester, and the cards as pasted (or read from a file). */
interface StartValues {
  testerId: number;
  cardText: string;
}

const toStartObj = (values: StartValues): TestStartObj => ({
  testerId: values.testerId,
  cardNumbers: cardNumbersOf(values.cardText).numbers,
});

export interface StartTestDialogProps extends OpenedByButton {
  /** The cards chosen in the list, filled in on opening. */
  cardNumbers: readonly string[];
  onStarted: () => void;
}

/**
 * Starts a tester's tests of cards: all or none; a card not testable or tested now, or a sixth tester testing
 * at once, is refused in the dialog, in the server's words.
 */
export function StartTestDialog({ open, onClose, cardNumbers, onStarted }: StartTestDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<typeof testStartCall, StartValues, never>
      open={open}
      name="testStart"
      title={t('realNameTesting:start.title')}
      call={testStartCall}
      width={640}
      maskClosable={false}
      okText={t('realNameTesting:start.submit')}
      initialValues={{ cardText: cardNumbers.join('\n') }}
      toObj={toStartObj}
      inlineStatuses={refusedInDialog}
      successText={(_record, values) =>
        t('realNameTesting:start.started', { number: toStartObj(values).cardNumbers.length })
      }
      onSaved={onStarted}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('realNameTesting:start.hint')}</Typography.Paragraph>
      <CallField
        name="testerId"
        label={t('realNameTesting:records.tester')}
        requiredMessage={t('realNameTesting:start.testerRequired')}
      >
        <TesterSelect placeholder={t('realNameTesting:start.testerPlaceholder')} />
      </CallField>
      <TestCardNumbersField />
    </FormDialog>
  );
}
