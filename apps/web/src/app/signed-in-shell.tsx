import { MainLayout } from '../layouts/main-layout/main-layout';
import type { MainView } from '../layouts/main-layout/main-view';
import { PageComponentsContext } from '../routing/page-components-context';
import { pageComponents } from './page-components';

/** The signed-in shell with every page of the console: one chunk, loaded after the sign-in. */
export function SignedInShell({ view }: { view: MainView }) {
  return (
    <PageComponentsContext value={pageComponents}>
      <MainLayout view={view} />
    </PageComponentsContext>
  );
}
