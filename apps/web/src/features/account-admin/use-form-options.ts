import { useEffect } from 'react';
import { Form } from 'antd';
import type {
  AdminFormOptionsRow,
  dealerAccountFormOptionsCall,
  dealerFormOptionsCall,
  operatorFormOptionsCall,
} from '@simdesk/contract';
import { useCallQuery } from '../../api/use-call-query';

export type FormOptionsCall =
  typeof operatorFormOptionsCall | typeof dealerAccountFormOptionsCall | typeof dealerFormOptionsCall;

/**
 * The choices of an administration form (companies, orgs, roles, dealers) for the company the record belongs
 * to: the edited record's, else the one chosen in the form, which starts as the caller's own.
 */
export function useFormOptions(call: FormOptionsCall, recordCompanyId: number | undefined) {
  const form = Form.useFormInstance<{ companyId?: number }>();
  const chosenCompany = Form.useWatch<number | undefined>('companyId', form);
  const companyId = recordCompanyId ?? chosenCompany;
  const options = useCallQuery(call, companyId === undefined ? {} : { companyId }, { staleTime: 60_000 });
  const row = options.data?.rows[0];
  useEffect(() => {
    if (row && form.getFieldValue('companyId') === undefined) form.setFieldValue('companyId', row.companyId);
  }, [form, row]);
  return row;
}

/** The choices of a filter bar, for the company chosen in it (the caller's own until one is). */
export function useFilterOptions(call: FormOptionsCall): AdminFormOptionsRow | undefined {
  const companyId = Form.useWatch<number | undefined>('companyId');
  const options = useCallQuery(call, companyId === undefined ? {} : { companyId }, { staleTime: 60_000 });
  return options.data?.rows[0];
}
