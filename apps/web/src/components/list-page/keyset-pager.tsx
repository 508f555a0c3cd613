import { Button, Select, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface KeysetPagerProps {
  pageNumber: number;
  hasPrevious: boolean;
  nextCursor: number | null | undefined;
  total: number | undefined;
  totalIsEstimate: boolean;
  pageSize: number;
  pageSizes: readonly number[];
  onPrevious: () => void;
  onNext: (cursor: number) => void;
  onPageSize: (size: number) => void;
}

/** Previous and Next over keyset pages, the page number, and the total ("about N" when estimated). */
export function KeysetPager(props: KeysetPagerProps) {
  const { t, i18n } = useTranslation();
  const { nextCursor, total } = props;
  const count = total === undefined ? '' : total.toLocaleString(i18n.language);
  return (
    <div className="call-list-pager">
      <Typography.Text type="secondary">
        {total === undefined
          ? ''
          : t(props.totalIsEstimate ? 'system:list.keyset.estimate' : 'system:list.keyset.total', { count })}
      </Typography.Text>
      <Space>
        <Button icon={<LeftOutlined />} disabled={!props.hasPrevious} onClick={props.onPrevious}>
          {t('system:list.keyset.previous')}
        </Button>
        <Typography.Text>{t('system:list.keyset.page', { page: props.pageNumber })}</Typography.Text>
        <Button
          disabled={nextCursor === null || nextCursor === undefined}
          onClick={() => nextCursor && props.onNext(nextCursor)}
        >
          {t('system:list.keyset.next')}
          <RightOutlined />
        </Button>
        <Select
          aria-label={t('system:list.keyset.pageSizeLabel')}
          value={props.pageSize}
          style={{ width: 130 }}
          onChange={props.onPageSize}
          options={props.pageSizes.map((size) => ({
            value: size,
            label: t('system:list.keyset.pageSize', { size }),
          }))}
        />
      </Space>
    </div>
  );
}
