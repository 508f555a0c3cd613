import { describe, expect, it } from 'vitest';
import { isTaskRunning, taskCanShowFailReason, taskStatus } from './task-codes';

describe('task status helpers', () => {
  it('counts waiting (0) and processing (4) as running, nothing else', () => {
    const running = taskStatus.codes.filter(isTaskRunning);
    expect(running).toEqual([0, 4]);
  });

  it('shows a failure reason for failed (2) and partly failed (3) only', () => {
    const withReason = taskStatus.codes.filter(taskCanShowFailReason);
    expect(withReason).toEqual([2, 3]);
  });
});
