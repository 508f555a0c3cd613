export * from './task-test-support';
export { testCountKind } from './test-task-kinds';
