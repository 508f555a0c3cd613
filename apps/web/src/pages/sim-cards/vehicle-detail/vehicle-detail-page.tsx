import { useMemo } from 'react';
import { Alert, Card, Descriptions, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  normalizeIdentifier,
  status as statusCodes,
  vehicleDetailCall,
  vehicleStatus,
  vinPattern,
  type SimCardRow,
} from '@simdesk/contract';
import { useCallRowQuery } from '../../../api/use-call-query';
import { BackToListResult } from '../../../components/detail-page/back-to-list-result';
import { usePageContext } from '../../../routing/page-context';
import { simCardColumns } from '../../../features/sim-cards/sim-card-columns';
import './vehicle-detail-page.css';
import { KeyboardScrollable } from '../../../components/list-page/keyboard-scrollable';

const cardColumnKeys = [
  'iccid',
  'msisdn',
  'cardStatus',
  'realNameStatus',
  'imei',
  'activatedAt',
  'org',
] as const;

/** The VIN the address names (?vin=…), when it is one. */
export function readVin(search: string): string | undefined {
  const vin = normalizeIdentifier('vin', new URLSearchParams(search).get('vin') ?? '');
  return vinPattern.test(vin) ? vin : undefined;
}

/**
 * /vehicleCard/cardLink/simCardManagement/simCardList/vehicleDetail?vin=…: the vehicle a card is in, as the
 * cards on its VIN describe it, with those cards (within the operator's scope).
 */
export function VehicleDetailPage() {
  const { t } = useTranslation('cardDetail');
  // The shared column helper, code labels and list words take keys of several namespaces, with their prefix.
  const { t: text } = useTranslation();
  const { search } = usePageContext();
  const vin = useMemo(() => readVin(search), [search]);
  const obj = { vin: vin ?? '' };
  const vehicle = useCallRowQuery(vehicleDetailCall, obj, {
    enabled: vin !== undefined,
    silentStatuses: [statusCodes.notFound],
  });
  const columns = useMemo(() => {
    const all = simCardColumns(text);
    return cardColumnKeys.map((key) => ({ key, ...all[key] }));
  }, [text]);

  if (vin === undefined || vehicle.isError) {
    return (
      <BackToListResult
        title={t(vin === undefined ? 'vehicle.noVin' : 'vehicle.notFound')}
        subTitle={t('vehicle.notFoundHint')}
        back={{ listPage: 'simCardList', text: t('backToList') }}
      />
    );
  }
  const row = vehicle.data;
  if (row === undefined) return <Card loading />;
  return (
    <div className="vehicle-detail-page">
      <Card size="small">
        <Typography.Title level={2} className="vehicle-detail-vin" copyable>
          {row.vin}
        </Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'status',
              label: t('vehicle.status'),
              children:
                row.vehicleStatus === null
                  ? text('common:none')
                  : text(vehicleStatus.labelKeyOf(row.vehicleStatus)),
            },
            { key: 'company', label: text('cards:columns.company'), children: row.companyName },
            { key: 'org', label: text('cards:columns.org'), children: row.orgName ?? text('common:none') },
          ]}
        />
        <Alert type="info" showIcon title={t('vehicle.fromCards')} />
      </Card>
      <Card size="small" title={t('vehicle.cards', { count: row.cards.length })}>
        <KeyboardScrollable>
          <Table<SimCardRow>
            size="middle"
            rowKey="id"
            columns={columns}
            dataSource={row.cards}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty /> }}
          />
        </KeyboardScrollable>
      </Card>
    </div>
  );
}
