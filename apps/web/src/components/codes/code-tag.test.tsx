import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardStatus, taskStatus } from '@simdesk/contract';
import { renderWithProviders as render } from '../../test/render';
import { CodeSelect } from './code-select';
import { CodeTag } from './code-tag';

describe('CodeTag', () => {
  it('names and colours a code as its table declares', () => {
    render(
      <>
        <CodeTag table={cardStatus} code={cardStatus.byName.cancelled} />
        <CodeTag table={taskStatus} code={taskStatus.byName.processing} />
      </>,
    );
    expect(screen.getByText('Cancelled').className).toContain('ant-tag-error');
    expect(screen.getByText('Processing').className).toContain('ant-tag-processing');
  });

  it('shows a code the table does not know as it is, uncoloured', () => {
    render(<CodeTag table={cardStatus} code={3} />);
    expect(screen.getByText('3').className).not.toContain('ant-tag-error');
  });
});

describe('CodeSelect', () => {
  it('offers only the given codes, labelled by the table', async () => {
    render(<CodeSelect table={cardStatus} codes={[4, 8]} aria-label="New status" open />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'New status' }));
    const offered = [...document.querySelectorAll('.ant-select-item-option-content')].map(
      (item) => item.textContent,
    );
    expect(offered).toEqual(['Suspended', 'Pre-cancelled']);
  });
});
