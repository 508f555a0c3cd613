import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminFormOptionsRow } from '@simdesk/contract';
import { okAnswer, stubFetch } from '../../test/api-fixtures';
import { renderWithProviders } from '../../test/render';
import { setUpEachTest } from '../../test/each-test';
import { OperatorFormDialog } from './operator-form-dialog';

const options: AdminFormOptionsRow = {
  companyId: 2,
  companies: [{ companyId: 2, companyName: 'Aurora Motors' }],
  orgs: [
    { orgId: 2, parentId: null, name: 'Aurora Motors', orderNum: 0 },
    { orgId: 3, parentId: 2, name: 'North region', orderNum: 1 },
  ],
  roles: [{ roleId: '3', roleName: 'Dealer', roleType: '60' }],
  dealers: [],
};

function answerCalls() {
  const fetchMock = stubFetch({
    'operator/form-options': okAnswer([options]),
    'operator/superior-list': okAnswer([{ operatorId: 2, account: 'demo.company', name: 'Li Wei' }]),
    'operator/add': okAnswer([
      { operatorId: 9, account: 'new.operator', temporaryPassword: 'Tmp-Pass-123456!' },
    ]),
  });
  return fetchMock;
}

function renderAddDialog() {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <OperatorFormDialog variant="operator" target={{ kind: 'add' }} onClose={onClose} onAdded={onAdded} />,
  );
  return { onAdded, onClose };
}

const calledPaths = (fetchMock: ReturnType<typeof answerCalls>) =>
  fetchMock.mock.calls.map(([input]) => String(input).replace('/api/ec/v0/', ''));

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  const item = items[items.length - 1];
  if (!item) throw new Error(`no option ${option}`);
  fireEvent.click(item);
}

// antd forms in jsdom are slow on a busy machine: give each test room.
setUpEachTest({
  grants: { 'sysManagement-userManage': ['query', 'get', 'add', 'edit'] },
  operator: { companyId: 2 },
  testTimeout: 30_000,
});

describe('the add operator dialog', () => {
  it('reports every missing required field and sends nothing', async () => {
    const fetchMock = answerCalls();
    renderAddDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter an account name')).toBeTruthy();
    expect(screen.getByText('Please enter a name')).toBeTruthy();
    expect(screen.getByText('Please choose an organization')).toBeTruthy();
    expect(screen.getByText('Please choose a role')).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('operator/add');
  });

  it('checks account, mobile and mail with the contract rules, leaving optional fields optional', async () => {
    const fetchMock = answerCalls();
    renderAddDialog();
    fireEvent.change(await screen.findByLabelText('Account'), { target: { value: 'x y' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '2380000' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-a-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Use 3 to 64 letters, digits and . _ - @, starting with a letter or a digit'),
    ).toBeTruthy();
    expect(screen.getByText('Invalid mobile number format')).toBeTruthy();
    expect(screen.getByText('Invalid e-mail address format')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: '' } });
    // The messages leave with an animation: wait until both are gone.
    await waitFor(() => {
      expect(screen.queryByText('Invalid mobile number format')).toBeNull();
      expect(screen.queryByText('Invalid e-mail address format')).toBeNull();
    });
    expect(calledPaths(fetchMock)).not.toContain('operator/add');
  });

  it('asks for a matching password of 6 characters when the administrator sets it', async () => {
    answerCalls();
    renderAddDialog();
    fireEvent.click(await screen.findByLabelText('Set it myself'));
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'abd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });

  it('sends a valid form and hands the one-time password to the page', async () => {
    const fetchMock = answerCalls();
    const { onAdded, onClose } = renderAddDialog();
    fireEvent.change(await screen.findByLabelText('Account'), { target: { value: ' new.operator ' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'New Operator' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '13700000001' } });
    await choose('Organization', 'North region');
    await choose('Role', 'Dealer');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(onAdded.mock.calls[0]?.[0]).toMatchObject({ temporaryPassword: 'Tmp-Pass-123456!' });
    expect(onClose).toHaveBeenCalled();
    const addCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('operator/add'));
    expect(JSON.parse(String(addCall?.[1]?.body))).toEqual({
      obj: { account: 'new.operator', name: 'New Operator', mobile: '13700000001', orgId: 3, roleId: '3' },
    });
  });
});
