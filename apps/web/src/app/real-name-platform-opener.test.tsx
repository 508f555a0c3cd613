import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { okAnswer, sentObjs, stubFetch } from '../test/api-fixtures';
import { setUpEachTest } from '../test/each-test';
import { renderRoutes } from '../test/render';
import { RealNamePlatformOpener } from './real-name-platform-opener';

setUpEachTest({ grants: { vehicleCardManagement: ['query'] } });

describe('the real-name platform opener', () => {
  it('opens the platform in a new window with a fresh sign-in link, once, and the console stays put', async () => {
    const url = 'https://realname.example/login?ticket=one-time';
    const fetchMock = stubFetch({ 'operator/login-rn-ec': okAnswer([{ url }]) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoutes(
      [
        { path: '/', element: <p>the console home</p> },
        { path: '/vehicleCard/realname', element: <RealNamePlatformOpener /> },
      ],
      '/vehicleCard/realname',
    );
    expect(await screen.findByText('the console home')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
    expect(sentObjs(fetchMock, 'operator/login-rn-ec')).toHaveLength(1);
    open.mockRestore();
  });
});
