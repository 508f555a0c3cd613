import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageCodeTreeRow } from '@simdesk/contract';
import { fakeApiEnvironment, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { RoleEditorDrawer } from './role-editor-drawer';

function node(
  menuCode: string,
  titleKey: string,
  actions: PageCodeTreeRow['actions'],
  childList: PageCodeTreeRow[] = [],
) {
  return { id: menuCode, menuCode, parentId: null, orderNum: 0, titleKey, actions, childList };
}

const tree = [
  node(
    'sysManagement',
    'sys',
    [],
    [
      node('sysManagement-logManage', 'logManage', ['query', 'export']),
      node('sysManagement-dictionary', 'dictionary', ['add', 'edit', 'query']),
    ],
  ),
];

beforeEach(() => fakeApiEnvironment());

describe('RoleEditorDrawer', () => {
  it('sends the ticked pages with the buttons left ticked', async () => {
    const fetchMock = stubFetch({
      'role/page-code-tree': okAnswer(tree),
      'role/assignable-types': okAnswer([{ roleType: '03' }, { roleType: '60' }]),
      'role/add': okAnswer([{ roleId: 'rabcdefghjk' }]),
    });
    const onClose = vi.fn();
    renderWithProviders(<RoleEditorDrawer open onClose={onClose} />);

    fireEvent.change(await screen.findByLabelText('Role name'), { target: { value: ' Log viewer ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role type' }));
    fireEvent.click(await screen.findByText('Region'));
    const logPage = await screen.findByText('System logs');
    const logCheckbox = logPage.closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox');
    fireEvent.click(logCheckbox as Element);
    const logButtons = screen.getByRole('group', { name: 'Buttons on System logs' });
    const exportBox = logButtons.querySelector('input[value="export"]');
    await waitFor(() => expect((exportBox as HTMLInputElement).checked).toBe(true));
    fireEvent.click(exportBox as Element);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentObjs(fetchMock, 'role/add')[0]).toEqual({
      name: 'Log viewer',
      roleType: '60',
      pageGrants: [{ pageCode: 'sysManagement-logManage', actions: ['query'] }],
    });
  }, 20_000);
});
