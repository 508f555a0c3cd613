import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /processing: a full-screen waiting page for flows that hand over to another step. */
export function ProcessingPage() {
  const { t } = useTranslation();
  return (
    // The whole page is its main landmark, which says what it waits for.
    <main>
      <div className="processing-page" role="status" aria-live="polite">
        <Spin size="large" />
        <Typography.Title level={1} className="processing-title">
          {t('shell:processing.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('shell:processing.text')}</Typography.Text>
      </div>
    </main>
  );
}
