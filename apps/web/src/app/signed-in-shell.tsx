import { ConfigProvider, type ThemeConfig } from 'antd';
import 'antd/dist/antd.css';
import { MainLayout } from '../layouts/main-layout/main-layout';
import type { MainView } from '../layouts/main-layout/main-view';
import { PageComponentsContext } from '../routing/page-components-context';
import { pageComponents } from './page-components';

/**
 * Inside the shell Ant Design's components read their styles from its prebuilt stylesheet, loaded with this
 * chunk, instead of generating and injecting them as each first renders (a third of a page's first-load work);
 * the theme's tokens still apply as CSS variables. The sign-in pages, outside, do not load the stylesheet.
 */
const prebuiltStyles: ThemeConfig = { zeroRuntime: true };

/** The signed-in shell with every page of the console: one chunk, loaded after the sign-in. */
export function SignedInShell({ view }: { view: MainView }) {
  return (
    <ConfigProvider theme={prebuiltStyles}>
      <PageComponentsContext value={pageComponents}>
        <MainLayout view={view} />
      </PageComponentsContext>
    </ConfigProvider>
  );
}
