import { Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { maximumVinReuploadBatch, vinReuploadSubmitCall } from '@simdesk/contract/modules/real-name';
import { useDeclaredCall } from '../../../api/declared-call';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { fieldSchemaAt } from '../../../components/forms/schema-field';
import { PastedListField, schemaRefusal } from '../../../features/real-name/pasted-list-field';
import { refusedInDialog } from '../../../features/real-name/refused-in-dialog';
import { TextFromFile } from '../../../features/real-name/text-from-file';
import { readVinLines, vinLinesField, vinTextOfFile } from './vin-lines';

interface VinReuploadValues {
  [vinLinesField]: string;
}

// The first line numbers named in a refusal; the operator corrects those and sees the next ones.
const namedLines = 10;

function listedLines(numbers: readonly number[]): string {
  const named = numbers.slice(0, namedLines).join(', ');
  return numbers.length > namedLines ? `${named}…` : named;
}

/** The pasted lines refused when one is no card number and valid VIN, names a card again, or are too many. */
function useVinLinesRule(): FormRule {
  const { t } = useTranslation();
  const { obj } = useDeclaredCall(vinReuploadSubmitCall);
  const lineSchema = fieldSchemaAt(obj, ['lines', 0]);
  return {
    validator: async (_rule, value: unknown) => {
      const read = readVinLines(typeof value === 'string' ? value : '', lineSchema);
      if (read.malformed.length > 0) {
        throw new Error(
          t('realNameChinaMobile:vinReupload.malformed', { lines: listedLines(read.malformed) }),
        );
      }
      if (read.repeated.length > 0) {
        throw new Error(t('realNameChinaMobile:vinReupload.repeated', { lines: listedLines(read.repeated) }));
      }
      const refusal = schemaRefusal(fieldSchemaAt(obj, 'lines'), read.lines, t);
      if (refusal !== undefined) throw new Error(refusal);
    },
  };
}

const countOfLines = (text: string | undefined) => readVinLines(text).lineCount;

/** The cards with their VINs, pasted or read from a file, counted as typed. */
function VinLinesField() {
  const { t, i18n } = useTranslation();
  const linesRule = useVinLinesRule();
  return (
    <PastedListField
      name={vinLinesField}
      label={t('realNameChinaMobile:vinReupload.lines')}
      placeholder={t('realNameChinaMobile:vinReupload.linesPlaceholder')}
      requiredMessage={t('realNameChinaMobile:vinReupload.linesRequired')}
      rule={linesRule}
      countText={(text) =>
        t('realNameChinaMobile:vinReupload.lineCount', {
          number: countOfLines(text).toLocaleString(i18n.language),
          maximum: maximumVinReuploadBatch.toLocaleString(i18n.language),
        })
      }
      addon={
        <TextFromFile
          field={vinLinesField}
          textOf={vinTextOfFile}
          countOf={countOfLines}
          texts={{
            hint: 'realNameChinaMobile:vinReupload.fileHint',
            read: 'realNameChinaMobile:vinReupload.fileRead',
            empty: 'realNameChinaMobile:vinReupload.fileEmpty',
          }}
        />
      }
    />
  );
}

export interface VinReuploadDialogProps {
  /** The text the lines open with (a refused card's number); closed while undefined. */
  lineText: string | undefined;
  onClose: () => void;
}

/**
 * Sends corrected VINs for cards China Mobile refused for their VIN: every line is read and checked before
 * anything is sent; the lists of the page then show the re-uploads.
 */
export function VinReuploadDialog({ lineText, onClose }: VinReuploadDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<typeof vinReuploadSubmitCall, VinReuploadValues, never>
      open={lineText !== undefined}
      onClose={onClose}
      name="vinReupload"
      call={vinReuploadSubmitCall}
      title={t('realNameChinaMobile:vinReupload.title')}
      okText={t('realNameChinaMobile:vinReupload.submit')}
      width={720}
      maskClosable={false}
      initialValues={{ [vinLinesField]: lineText }}
      toObj={(values) => ({ lines: readVinLines(values[vinLinesField]).lines })}
      inlineStatuses={refusedInDialog}
      successText={(_reupload, values) =>
        t('realNameChinaMobile:vinReupload.submitted', {
          number: readVinLines(values[vinLinesField]).lines.length,
        })
      }
    >
      <div className="real-name-form-grid">
        <Typography.Paragraph type="secondary" className="real-name-form-wide">
          {t('realNameChinaMobile:vinReupload.hint')}
        </Typography.Paragraph>
        <VinLinesField />
      </div>
    </FormDialog>
  );
}
