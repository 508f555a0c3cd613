import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyBillFilterOptionsCall } from '@simdesk/contract/modules/bills';
import { useCallQuery } from '../../api/use-call-query';

/** The company filter for carrier staff (who see more than one company), shared by the bill page's tabs. */
export function CompanyFilter({ initialValue }: { initialValue?: number | undefined }) {
  const { t } = useTranslation('bills');
  const options = useCallQuery(companyBillFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  if (!options || options.companies.length <= 1) return null;
  return (
    <Form.Item name="companyId" label={t('fields.company')} initialValue={initialValue}>
      <Select
        allowClear
        style={{ width: 200 }}
        options={options.companies.map((company) => ({ value: company.companyId, label: company.name }))}
      />
    </Form.Item>
  );
}
