import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { cardStatus } from '@simdesk/contract';
import { renderWithProviders } from '../../test/render';
import { SeveralCodesFilter } from './list-filters';
import { scopeObj } from './scope-filters';

describe('SeveralCodesFilter', () => {
  it('chooses several codes of the table, wide enough to show one', () => {
    renderWithProviders(
      <Form>
        <SeveralCodesFilter name="cardStatus" label="Card status" table={cardStatus} />
      </Form>,
    );
    const select = screen
      .getByRole('combobox', { name: 'Card status' })
      .closest('.ant-select') as HTMLElement;
    expect(select.className).toContain('ant-select-multiple');
    expect(select.style.minWidth).toBe('160px');
  });
});

describe('scopeObj', () => {
  it('takes the company and the org of the filter values, and nothing else', () => {
    expect(scopeObj({ companyId: 3, orgId: 9 })).toEqual({ companyId: 3, orgId: 9 });
    expect(scopeObj({})).toEqual({ companyId: undefined, orgId: undefined });
  });
});
