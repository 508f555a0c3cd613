import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileName } from './file-name';

describe('a file name in a list', () => {
  it('shows a name of 25 characters whole, with no tooltip', () => {
    render(<FileName name="cards-2026-11-25-full.csv" />);
    expect(screen.getByText('cards-2026-11-25-full.csv')).toBeTruthy();
  });

  it('cuts a longer one at 25 characters and shows it whole in a tooltip', async () => {
    const name = '卡片导入-2026-11-25-第二批-华东区-全部.xlsx';
    render(<FileName name={name} />);
    const shown = screen.getByLabelText(name);
    expect(shown.textContent).toBe(`${Array.from(name).slice(0, 25).join('')}…`);
    fireEvent.mouseEnter(shown);
    expect((await screen.findByRole('tooltip')).textContent).toBe(name);
  });
});
