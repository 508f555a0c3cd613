import { Alert, Card, Flex, Spin } from 'antd';
import { IdcardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  serviceHallReadCall,
  type DocumentReadingRow,
  type DocumentSide as Side,
} from '@simdesk/contract/modules/real-name';
import { FormError } from '../../../components/forms/form-error';
import { DocumentWarnings } from './document-warnings';
import { PictureButtons } from './picture-buttons';
import { usePictureCall } from './use-picture-call';

export interface DocumentSideProps {
  token: string;
  side: Side;
  /** What the server last read of this side, if anything. */
  reading: DocumentReadingRow | null;
}

/**
 * One side of the owner's ID card: the picture taken, read by OCR (a few seconds), and what the check found;
 * a side with warnings is taken again.
 */
export function DocumentSide({ token, side, reading }: DocumentSideProps) {
  const { t } = useTranslation();
  const read = usePictureCall(serviceHallReadCall, (picture) => ({ token, side, picture }));
  const shown = read.answer ?? reading;
  const title = t(`realName:serviceHall.documents.${side}`);
  return (
    <Card size="small" title={title} className="document-side">
      <Flex vertical gap={12}>
        <Spin spinning={read.busy} description={t('realName:serviceHall.documents.reading')}>
          <div className="document-side-picture">
            {read.preview === undefined ? (
              <Flex vertical align="center" gap={4} className="document-side-placeholder">
                <IdcardOutlined />
                <span>{t(`realName:serviceHall.documents.${side}Hint`)}</span>
              </Flex>
            ) : (
              <img src={read.preview} alt={title} />
            )}
          </div>
        </Spin>
        {shown !== null && shown.warnings.length === 0 && !read.busy && (
          <Alert type="success" showIcon title={t('realName:serviceHall.documents.readOk')} />
        )}
        {shown !== null && !read.busy && <DocumentWarnings warnings={shown.warnings} />}
        <FormError message={read.refusal} />
        <PictureButtons
          camera="environment"
          takeLabel={t(
            shown === null
              ? `realName:serviceHall.documents.${side}Take`
              : `realName:serviceHall.documents.${side}Retake`,
          )}
          chooseLabel={t(`realName:serviceHall.documents.${side}Choose`)}
          disabled={read.busy}
          onPicture={read.send}
        />
      </Flex>
    </Card>
  );
}
