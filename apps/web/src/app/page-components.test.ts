import { describe, expect, it } from 'vitest';
import { pageComponents } from './page-components';
import { isGroupPage, routedPages } from '../routing/routed-pages';

describe('page components', () => {
  it('has a component for every built page the router opens, and none for pages that do not exist', () => {
    const drawn = routedPages.filter((page) => !isGroupPage(page)).map((page) => page.name);
    expect(Object.keys(pageComponents).sort()).toEqual([...drawn].sort());
  });
});
