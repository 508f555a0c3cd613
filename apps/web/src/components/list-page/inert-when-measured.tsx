import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Ant Design's table copies each column title into a hidden row (aria-hidden) to measure the columns; a
 * select-all checkbox copied there could still take the keyboard's focus. That copy is made inert, the
 * header's own checkbox stays as it is.
 */
export function InertWhenMeasured({ children }: { children: ReactNode }) {
  const holder = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = holder.current;
    if (element?.closest('.ant-table-measure-row')) element.inert = true;
  }, []);
  return <span ref={holder}>{children}</span>;
}
