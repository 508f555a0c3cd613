import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { renderTestingPage, setUpTestingTests, shownAddress, testerRow } from '../testing-test-rows';
import { TesterAddPage } from './tester-add-page';
import { TesterEditPage } from './tester-edit-page';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

setUpTestingTests();

describe('TesterAddPage', () => {
  it('refuses what the contract refuses, sends the tester, and goes back to the list', async () => {
    const fetchMock = stubFetch({ 'tester/add': okAnswer([testerRow({ cardsUnderTest: 0 })]) });
    renderTestingPage('testerManagementAdd', <TesterAddPage />);
    expect(await screen.findByText('Add a tester')).toBeTruthy();
    type('Name', 'L');
    type('Resident ID number', '110105194912310021');
    type('Mobile', '1380000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Enter the tester's name as on the ID card")).toBeTruthy();
    expect(
      screen.getByText('This ID number does not match its check character: check for a typing error'),
    ).toBeTruthy();
    expect(screen.getByText('Invalid mobile number format')).toBeTruthy();
    expect(sentObjs(fetchMock, 'tester/add')).toEqual([]);

    type('Name', ' Li Lei ');
    type('Resident ID number', '11010519491231002X');
    type('Mobile', '13800000001');
    type('Note', 'Test track B');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'tester/add')).toEqual([
        { name: ' Li Lei ', idNumber: '11010519491231002X', mobile: '13800000001', note: 'Test track B' },
      ]),
    );
    expect(await screen.findByText('Tester 李* added')).toBeTruthy();
    await waitFor(() => expect(shownAddress()).toMatch(/testerManagement$/));
  });

  it('says under the form why the server refused the tester', async () => {
    stubFetch({
      'tester/add': () =>
        jsonResponse({ status: '409', msg: 'a tester of your company has this ID number already', rows: [] }),
    });
    renderTestingPage('testerManagementAdd', <TesterAddPage />);
    await screen.findByLabelText('Name');
    type('Name', 'Li Lei');
    type('Resident ID number', '11010519491231002X');
    type('Mobile', '13800000001');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('has this ID number already');
  });
});

describe('TesterEditPage', () => {
  it('shows the ID number as added, keeps the name left empty, and sends the change', async () => {
    const fetchMock = stubFetch({
      'tester/detail': okAnswer([testerRow()]),
      'tester/edit': okAnswer([testerRow({ enabled: false })]),
    });
    renderTestingPage('testerManagementEdit', <TesterEditPage />, '?id=7');
    expect(await screen.findByDisplayValue('110***********002X')).toBeTruthy();
    expect(
      screen.getByText('Stored sealed, shown as 李*: leave empty to keep it, or type the new one in full'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Night shift, test track B');
    type('Mobile', '13800000001');
    fireEvent.click(screen.getByRole('switch', { name: 'Status' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'tester/edit')).toEqual([
        { id: 7, mobile: '13800000001', note: 'Night shift, test track B', enabled: false },
      ]),
    );
    expect(sentObjs(fetchMock, 'tester/detail')[0]).toEqual({ id: 7 });
    await waitFor(() => expect(shownAddress()).toMatch(/testerManagement$/));
  });
});
