import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { testStartCall, maximumTestCardBatch } from '@simdesk/contract/modules/real-name';
import { useDeclaredCall } from '../../../api/declared-call';
import { fieldSchemaAt } from '../../../components/forms/schema-field';
import { cardNumbersOf, cardTextField } from '../../../features/real-name/card-numbers-field';
import { PastedListField, schemaRefusal } from '../../../features/real-name/pasted-list-field';
import {
  linesOfFile,
  TextFromFile,
  withoutHeader,
  type FileTexts,
} from '../../../features/real-name/text-from-file';

// The cards a test starts on, pasted or read from a file. CardNumbersField takes the calls of batches only
// (features/real-name), so the test start has its own field, on the same pasted list and file reader.

const cardCountOf = (text: string | undefined) => cardNumbersOf(text).numbers.length;

// What the file button says: the deregistration's words, which name cards alike.
const fileTexts: FileTexts = {
  empty: 'realNameDeregistration:file.empty',
  hint: 'realNameDeregistration:file.hint',
  read: 'realNameDeregistration:file.read',
};

/** A file's cards: each line of a text file, the first cell of each row of a CSV file; a header left out. */
export function testCardTextOfFile(fileName: string, content: string): string {
  const csv = fileName.toLowerCase().endsWith('.csv');
  const firstCell = (line: string) => (line.split(/[,;\t]/, 1)[0] ?? '').replaceAll('"', '').trim();
  const cards = linesOfFile(content).map((line) => (csv ? firstCell(line) : line));
  return withoutHeader(cards, (line) => cardCountOf(line) > 0).join('\n');
}

/** The pasted text refused when a piece is no card number, or when the start call's rule refuses the list. */
function useTestCardsRule(): FormRule {
  const { t } = useTranslation();
  const listSchema = fieldSchemaAt(useDeclaredCall(testStartCall).obj, 'cardNumbers');
  return {
    validator: async (_rule, value: unknown) => {
      const { numbers, invalid } = cardNumbersOf(typeof value === 'string' ? value : '');
      const refusal =
        invalid.length > 0
          ? t('realName:batch.notCardNumbers', { values: invalid.slice(0, 5).join(', ') })
          : schemaRefusal(listSchema, numbers, t);
      if (refusal !== undefined) throw new Error(refusal);
    },
  };
}

/** The cards to test: ICCIDs or MSISDNs pasted or read from a .txt or .csv file, counted as typed. */
export function TestCardNumbersField() {
  const { t, i18n } = useTranslation();
  const rule = useTestCardsRule();
  const count = (text: string | undefined) =>
    t('realName:batch.cardCount', {
      maximum: maximumTestCardBatch.toLocaleString(i18n.language),
      number: cardCountOf(text).toLocaleString(i18n.language),
    });
  return (
    <PastedListField
      name={cardTextField}
      rule={rule}
      countText={count}
      addon={
        <TextFromFile
          field={cardTextField}
          texts={fileTexts}
          textOf={testCardTextOfFile}
          countOf={cardCountOf}
        />
      }
      label={t('realName:batch.cards')}
      placeholder={t('realName:batch.cardsHint')}
      requiredMessage={t('realName:batch.cardsRequired')}
    />
  );
}
