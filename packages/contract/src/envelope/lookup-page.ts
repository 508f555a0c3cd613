import type { Page } from './envelope';

// Apart from envelope.ts, whose schemas a page that only reads a lookup need not bundle.
/** The page a lookup of one company's record sends and reads rows[0] of (spec §7: company info, dictionary). */
export const lookupPage: Page = { pageIndex: 1, pageSize: 10 };
