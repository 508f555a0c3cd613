import { Button, Select, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { simCardPageSizes } from '@simdesk/contract';

export interface KeysetPagerProps {
  pageNumber: number;
  hasPrevious: boolean;
  nextCursor: number | null | undefined;
  total: number | undefined;
  totalIsEstimate: boolean;
  pageSize: number;
  onPrevious: () => void;
  onNext: (cursor: number) => void;
  onPageSize: (size: number) => void;
}

/** Previous and Next over keyset pages, the page number, and the total ("about N" when estimated). */
export function KeysetPager(props: KeysetPagerProps) {
  const { t, i18n } = useTranslation('cards');
  const { nextCursor, total } = props;
  const count = total === undefined ? '' : total.toLocaleString(i18n.language);
  return (
    <div className="sim-card-pager">
      <Typography.Text type="secondary">
        {total === undefined ? '' : t(props.totalIsEstimate ? 'pager.estimate' : 'pager.total', { count })}
      </Typography.Text>
      <Space>
        <Button icon={<LeftOutlined />} disabled={!props.hasPrevious} onClick={props.onPrevious}>
          {t('pager.previous')}
        </Button>
        <Typography.Text>{t('pager.page', { page: props.pageNumber })}</Typography.Text>
        <Button
          disabled={nextCursor === null || nextCursor === undefined}
          onClick={() => nextCursor && props.onNext(nextCursor)}
        >
          {t('pager.next')}
          <RightOutlined />
        </Button>
        <Select
          value={props.pageSize}
          style={{ width: 130 }}
          onChange={props.onPageSize}
          options={simCardPageSizes.map((size) => ({ value: size, label: t('pager.pageSize', { size }) }))}
        />
      </Space>
    </div>
  );
}
