export * from './carrier-sim-test-support';
export { demoCarrierAppId } from './demo-carrier-account';
export { seedDemoCarrierAccount } from './demo-carrier-account';
