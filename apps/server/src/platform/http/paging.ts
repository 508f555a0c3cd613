import type { Page } from '@simdesk/contract';

/** Page 1 of 10 when the caller sends none. */
export const defaultPage: Page = { pageIndex: 1, pageSize: 10 };

export function pageWindow(page: Page | undefined): { limit: number; offset: number } {
  const { pageIndex, pageSize } = page ?? defaultPage;
  return { limit: pageSize, offset: (pageIndex - 1) * pageSize };
}

/** 'YYYY-MM-DD HH:mm:ss' (local to the server) or ISO 8601, as the contract's date fields allow. */
export function parseDateTime(value: string): Date {
  return new Date(value.includes('T') ? value : value.replace(' ', 'T'));
}
