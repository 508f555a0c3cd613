import { Button } from 'antd';
import { i18n } from '../i18n/i18n';

export const reloadPage = () => window.location.reload();

/** The error result's words and reload button without its drawing, for when even its code cannot arrive. */
export function PlainPageError() {
  return (
    <div className="plain-page-error" role="alert">
      <h2>{i18n.t('common:pageError.title')}</h2>
      <p>{i18n.t('common:pageError.description')}</p>
      <Button type="primary" onClick={reloadPage}>
        {i18n.t('common:reload')}
      </Button>
    </div>
  );
}
