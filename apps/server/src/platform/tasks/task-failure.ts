/** A failure a task kind reports to the user: its message becomes the task's fail reason as it is. */
export class TaskFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaskFailure';
  }
}

/** Why a run stopped before its kind finished; each ends the run differently. */
export type InterruptReason = 'cancel' | 'shutdown' | 'halt' | 'lease-lost';

/** Thrown out of a kind's run at its next progress, checkpoint or cancel check. */
export class TaskInterrupted extends Error {
  constructor(readonly reason: InterruptReason) {
    super(`task interrupted: ${reason}`);
    this.name = 'TaskInterrupted';
  }
}
