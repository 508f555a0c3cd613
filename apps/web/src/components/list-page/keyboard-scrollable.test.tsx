import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { KeyboardScrollable } from './keyboard-scrollable';

/** jsdom lays nothing out: the table's scrolling part is given the widths a browser would measure. */
function measureAs(element: HTMLElement, scrollWidth: number, clientWidth: number): void {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

function TableParts({ rows }: { rows: number }) {
  return (
    <div className="ant-table-content">
      <table>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              <td>row {index}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

describe('KeyboardScrollable', () => {
  const originalScrollWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
  afterEach(() => {
    if (originalScrollWidth) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', originalScrollWidth);
  });

  it('leaves a table that fits out of the tab order', () => {
    const view = renderWithProviders(
      <KeyboardScrollable>
        <TableParts rows={1} />
      </KeyboardScrollable>,
    );
    const part = view.container.querySelector('.ant-table-content');
    expect(part?.hasAttribute('tabindex')).toBe(false);
    expect(part?.getAttribute('role')).toBeNull();
  });

  it('makes a table wider than its place a focusable, named region once its rows change', async () => {
    // Every element measures wider than it shows, as a table of many columns does in a narrow window.
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 2000 });
    const view = renderWithProviders(
      <KeyboardScrollable>
        <TableParts rows={1} />
      </KeyboardScrollable>,
    );
    const part = view.container.querySelector<HTMLElement>('.ant-table-content');
    expect(part?.tabIndex).toBe(0);
    expect(part?.getAttribute('role')).toBe('region');
    expect(part?.getAttribute('aria-label')).toBe('Table (scrolls sideways with the arrow keys)');

    // When it fits again (fewer columns, a wider window) the next change of rows takes the stop away.
    if (part) measureAs(part, 500, 800);
    await act(async () => {
      view.rerender(
        <KeyboardScrollable>
          <TableParts rows={2} />
        </KeyboardScrollable>,
      );
    });
    expect(part?.hasAttribute('tabindex')).toBe(false);
    expect(part?.getAttribute('role')).toBeNull();
  });
});
