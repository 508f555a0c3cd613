import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { pathOfPage } from '@simdesk/contract';
import type { BackToList } from './back-to-list';

export interface BackToListResultProps {
  title: string;
  subTitle?: string;
  back: BackToList;
}

/** A detail page with nothing to show (no id, or none in scope): said on the page, with the way back. */
export function BackToListResult({ title, subTitle, back }: BackToListResultProps) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => void navigate(pathOfPage(back.listPage))}>
          {back.text}
        </Button>
      }
    />
  );
}
