import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const scrollingParts = '.ant-table-content, .ant-table-body';

function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/** A scrolling part of the table takes the keyboard's focus (arrow keys scroll it); one that fits takes none. */
function markScrollingParts(holder: HTMLElement, label: string): void {
  for (const part of holder.querySelectorAll<HTMLElement>(scrollingParts)) {
    if (overflows(part)) {
      part.tabIndex = 0;
      part.setAttribute('role', 'region');
      part.setAttribute('aria-label', label);
    } else if (part.hasAttribute('tabindex')) {
      part.removeAttribute('tabindex');
      part.removeAttribute('role');
      part.removeAttribute('aria-label');
    }
  }
}

/**
 * Holds an Ant Design table that may scroll sideways. A keyboard user cannot scroll a region without a focusable
 * cell unless the region itself takes focus, so while the table is wider than its place the scrolling part is
 * made a focusable, named region; it is marked again whenever the rows or the width change.
 */
export function KeyboardScrollable({ children }: { children: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const label = t('system:list.scrollRegion');
  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const mark = () => markScrollingParts(element, label);
    mark();
    const resizes = new ResizeObserver(mark);
    resizes.observe(element);
    const rowChanges = new MutationObserver(mark);
    rowChanges.observe(element, { childList: true, subtree: true });
    return () => {
      resizes.disconnect();
      rowChanges.disconnect();
    };
  }, [label]);
  return <div ref={holder}>{children}</div>;
}
