import { beforeEach, vi } from 'vitest';
import type { OperatorVo } from '@simdesk/contract';
import { fakeApiEnvironment } from './api-fixtures';
import { signInWithGrants, type TestGrants } from './session-fixture';

/** What every test of a file starts from. */
export interface EachTestSetup {
  /** The test operator signs in with these grants before each test; without them, nobody is signed in. */
  grants?: TestGrants;
  operator?: Partial<OperatorVo>;
  /** For files whose antd tables, selects and forms render slowly in jsdom. */
  testTimeout?: number;
}

/**
 * Before each test of the file: a fake API environment and, given grants, the sign-in. Returns the running
 * test's environment (its notices).
 */
export function setUpEachTest(setup: EachTestSetup = {}): () => ReturnType<typeof fakeApiEnvironment> {
  if (setup.testTimeout !== undefined) vi.setConfig({ testTimeout: setup.testTimeout });
  let environment: ReturnType<typeof fakeApiEnvironment> | undefined;
  beforeEach(() => {
    environment = fakeApiEnvironment();
    if (setup.grants) signInWithGrants(setup.grants, setup.operator);
  });
  return () => {
    if (environment === undefined) throw new Error('the environment is set up before each test, not at load');
    return environment;
  };
}
