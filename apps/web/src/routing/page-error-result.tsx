import { Button, Result } from 'antd';
import { i18n } from '../i18n/i18n';
import { reloadPage } from './plain-page-error';

/** A page that failed (or took too long) to load, or that crashed, as Ant Design's error result. */
export function PageErrorResult() {
  return (
    <Result
      status="error"
      title={i18n.t('common:pageError.title')}
      subTitle={i18n.t('common:pageError.description')}
      extra={
        <Button type="primary" onClick={reloadPage}>
          {i18n.t('common:reload')}
        </Button>
      }
    />
  );
}
