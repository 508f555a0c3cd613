import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';

// A list of 1,000 lines is some 40 KB: a file this large is no such list, and is not read at all.
const maximumMegabytes = 1;
const maximumBytes = maximumMegabytes * 1024 * 1024;

/** A text file's lines: its byte order mark left out, each trimmed, the empty ones dropped. */
export function linesOfFile(content: string): string[] {
  return content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The lines without the first when it holds no entry: a header. */
export function withoutHeader(lines: readonly string[], isEntry: (line: string) => boolean): string[] {
  const [first, ...rest] = lines;
  return first !== undefined && !isEntry(first) ? rest : [...lines];
}

/** What the button says of its files: their format (on hover), how many entries it read, and that it read none. */
export interface FileTexts {
  hint: TextKey;
  /** With {{number}} and {{file}}. */
  read: TextKey;
  /** With {{file}}. */
  empty: TextKey;
}

export interface TextFromFileProps {
  /** The form field the file's text is added to. */
  field: string;
  /** The file's text as the field takes it. */
  textOf: (fileName: string, content: string) => string;
  /** How many entries a text holds. */
  countOf: (text: string) => number;
  texts: FileTexts;
}

/**
 * Reads a .txt or .csv file in the browser and adds its text to the pasted list, where it is counted and
 * checked like typed text; nothing is uploaded.
 */
export function TextFromFile({ field, textOf, countOf, texts }: TextFromFileProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance<Record<string, string | undefined>>();
  const read = async (file: File) => {
    if (file.size > maximumBytes) {
      void message.error(
        t('realNameDeregistration:file.tooLarge', { file: file.name, megabytes: maximumMegabytes }),
      );
      return;
    }
    const text = textOf(file.name, await file.text());
    const number = countOf(text);
    if (number === 0) {
      void message.warning(t(texts.empty, { file: file.name }));
      return;
    }
    const typed = form.getFieldValue(field)?.trim() ?? '';
    form.setFieldValue(field, typed === '' ? text : `${typed}\n${text}`);
    // Checked at once, so what is wrong in it is named before the operator sends.
    form.validateFields([field]).catch(() => undefined);
    void message.success(t(texts.read, { number, file: file.name }));
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
      <Tooltip title={t(texts.hint)}>
        <Button size="small" icon={<UploadOutlined />}>
          {t('realNameDeregistration:file.button')}
        </Button>
      </Tooltip>
    </Upload>
  );
}
