import type { PageDefinition } from '@simdesk/contract';

/** What the content area of the main layout shows for the current location. */
export type MainView =
  | {
      kind: 'page';
      /** The full address, path and query. */
      key: string;
      /** The path alone: one tab per path, whatever its query. */
      pathname: string;
      page: PageDefinition;
      params: Readonly<Record<string, string>>;
      search: string;
    }
  | { kind: 'failure'; key: string; status: 403 | 404; page?: PageDefinition };
