import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a page or the whole console while something it needs is loading. */
export function FullPageSpin() {
  const { t } = useTranslation();
  return (
    <div className="full-page-spin" role="status" aria-live="polite">
      <Spin size="large" description={t('common:loading')} />
    </div>
  );
}
