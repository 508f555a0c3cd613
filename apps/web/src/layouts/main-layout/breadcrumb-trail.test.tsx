import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageByName, pageRegistry } from '@simdesk/contract';
import { setUpEachTest } from '../../test/each-test';
import { renderWithProviders } from '../../test/render';
import { BreadcrumbTrail } from './breadcrumb-trail';

setUpEachTest({
  grants: { 'vehicleCardManagement-dashboard': ['query'], 'sysManagement-mission': ['query'] },
});

describe('the breadcrumb', () => {
  it('is hidden on each page of its list (spec §2), the dashboard among them', () => {
    const hiddenOn = pageRegistry.filter((page) => page.hideBreadcrumb === true);
    expect(hiddenOn.map((page) => page.name)).toContain('dashboard');
    for (const page of hiddenOn) {
      const { container } = renderWithProviders(<BreadcrumbTrail page={page} />);
      expect(container.querySelector('.breadcrumb-trail'), page.name).toBeNull();
      cleanup();
    }
  });

  it("shows a page's groups, then its own title, elsewhere", () => {
    renderWithProviders(<BreadcrumbTrail page={findPageByName('mission')} />);
    const trail = document.querySelector('.breadcrumb-trail');
    expect(trail?.textContent).toBe('System/Task center');
    expect(screen.getByText('Task center')).toBeTruthy();
  });
});
