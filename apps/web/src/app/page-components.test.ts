import { describe, expect, it } from 'vitest';
import type { PageComponents } from '../routing/page-map';
import { pageComponents } from './page-components';
import { publicPageComponents } from './public-page-components';
import { isGroupPage, routedPages } from '../routing/routed-pages';

describe('page components', () => {
  it('has a component for every built page the router opens, and none for pages that do not exist', () => {
    const drawn = routedPages.filter((page) => !isGroupPage(page)).map((page) => page.name);
    expect(Object.keys(pageComponents).sort()).toEqual([...drawn].sort());
  });

  it('draws outside the shell every built page that opens without it: standalone and public pages', () => {
    const outside = routedPages.filter(
      (page) => !isGroupPage(page) && (page.layout !== 'main' || page.public === true),
    );
    expect(outside.filter((page) => !(page.name in publicPageComponents)).map((page) => page.name)).toEqual(
      [],
    );
  });

  // The @ts-expect-error lines are the test: `npm run typecheck` fails when one of them compiles.
  it('is keyed by the pages the modules build', () => {
    const { login, ...withoutLogin } = pageComponents;
    // @ts-expect-error the sign-in page is built, so it must have a component
    const missing: PageComponents = withoutLogin;
    // @ts-expect-error no module builds the global service dashboard yet
    const unknown: PageComponents = { ...pageComponents, globalServiceDashboard: login };
    expect(Object.keys(missing)).not.toContain('login');
    expect(Object.keys(unknown)).toContain('globalServiceDashboard');
  });
});
