import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageDefinition } from '@simdesk/contract';

export interface FailurePageProps {
  status: 403 | 404;
  /** The page refused, when known; refusing the home page means nothing at all is open to the operator. */
  page?: PageDefinition;
}

/** 403: the operator lacks the page's code; 404: no such page. Both lead home, unless home is the refusal. */
export function FailurePage({ status, page }: FailurePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nothingOpen = status === 403 && page?.path === '/';
  const kind = nothingOpen ? 'nothingOpen' : status === 403 ? 'forbidden' : 'notFound';
  return (
    <Result
      status={status}
      title={t(`shell:failure.${kind}.title`)}
      subTitle={t(`shell:failure.${kind}.text`)}
      extra={
        nothingOpen ? undefined : (
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('shell:failure.backHome')}
          </Button>
        )
      }
    />
  );
}
