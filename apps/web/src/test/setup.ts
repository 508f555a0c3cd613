import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { localeCodes } from '@simdesk/contract/locales';
import { loadConsoleTexts } from '../i18n/console-texts';
import { i18n, i18nReady } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';

// antd reads matchMedia for responsive layout; jsdom has none.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Tabs and other antd parts observe their size; jsdom has no layout, so nothing ever changes.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  class NoLayoutResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = NoLayoutResizeObserver;
}

// The console loads one language's texts on demand; tests switch languages at will, so load them all first.
await i18nReady;
await loadConsoleTexts();
await i18n.loadLanguages([...localeCodes]);

// Tests check behaviour, not speed: antd renders slowly in jsdom, more so beside the other lanes of npm test, and a
// wait for what a page shows must not give up at testing-library's 1 s while the page is still rendering.
configure({ asyncUtilTimeout: 10_000 });

// Each test starts from nothing: no tree left rendered, no session, no stubbed fetch from the test before.
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});
