import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardNumbersOf, cardTextField } from '../../../features/real-name/card-numbers-field';

// A list of 1,000 cards is some 25 KB: a file this large is no card list, and is not read at all.
const maximumMegabytes = 1;
const maximumBytes = maximumMegabytes * 1024 * 1024;

/**
 * A file's cards as the pasted list takes them: a text file as it is, a CSV file's first column (a row may
 * name the card twice, by ICCID and MSISDN). A first line naming no card is a header, and left out.
 */
export function cardTextOfFile(fileName: string, content: string): string {
  const lines = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const cards = fileName.toLowerCase().endsWith('.csv')
    ? lines.map((line) => (line.split(/[,;\t]/)[0] ?? '').replaceAll('"', '').trim())
    : lines;
  const [first, ...rest] = cards;
  const hasHeader = first !== undefined && cardNumbersOf(first).numbers.length === 0;
  return (hasHeader ? rest : cards).join('\n');
}

/**
 * Reads a .txt or .csv file in the browser and adds its cards to the pasted list, where they are counted and
 * checked like typed ones; nothing is uploaded.
 */
export function CardNumbersFromFile() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance<Record<typeof cardTextField, string | undefined>>();
  const read = async (file: File) => {
    if (file.size > maximumBytes) {
      void message.error(
        t('realNameDeregistration:file.tooLarge', { file: file.name, megabytes: maximumMegabytes }),
      );
      return;
    }
    const text = cardTextOfFile(file.name, await file.text());
    const number = cardNumbersOf(text).numbers.length;
    if (number === 0) {
      void message.warning(t('realNameDeregistration:file.empty', { file: file.name }));
      return;
    }
    const typed = form.getFieldValue(cardTextField)?.trim() ?? '';
    form.setFieldValue(cardTextField, typed === '' ? text : `${typed}\n${text}`);
    // Checked at once, so a piece that is no card number is named before the operator sends.
    form.validateFields([cardTextField]).catch(() => undefined);
    void message.success(t('realNameDeregistration:file.read', { number, file: file.name }));
  };
  return (
    <Upload
      accept=".txt,.csv,text/plain,text/csv"
      showUploadList={false}
      beforeUpload={(file) => {
        read(file).catch(() =>
          message.error(t('realNameDeregistration:file.unreadable', { file: file.name })),
        );
        // Read here, never uploaded.
        return false;
      }}
    >
      <Tooltip title={t('realNameDeregistration:file.hint')}>
        <Button size="small" icon={<UploadOutlined />}>
          {t('realNameDeregistration:file.button')}
        </Button>
      </Tooltip>
    </Upload>
  );
}
