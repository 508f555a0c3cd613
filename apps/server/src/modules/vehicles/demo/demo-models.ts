import { fuelType, vehicleOrigin, vehicleType } from '@simdesk/contract';

/** The demo maker's line-up: a demo vehicle's model follows its VIN. */
export const demoModels = [
  {
    model: 'Aurora S5',
    series: 'Comfort',
    vehicleType: vehicleType.byName.passengerCar,
    fuelType: fuelType.byName.petrol,
  },
  {
    model: 'Aurora S7',
    series: 'Premium',
    vehicleType: vehicleType.byName.passengerCar,
    fuelType: fuelType.byName.hybrid,
  },
  {
    model: 'Aurora X3',
    series: 'Urban',
    vehicleType: vehicleType.byName.suv,
    fuelType: fuelType.byName.petrol,
  },
  {
    model: 'Aurora E6',
    series: 'Long range',
    vehicleType: vehicleType.byName.suv,
    fuelType: fuelType.byName.batteryElectric,
  },
  {
    model: 'Aurora V9',
    series: 'Business',
    vehicleType: vehicleType.byName.multiPurposeVehicle,
    fuelType: fuelType.byName.plugInHybrid,
  },
  {
    model: 'Aurora T2',
    series: 'Cargo',
    vehicleType: vehicleType.byName.lightCommercial,
    fuelType: fuelType.byName.diesel,
  },
].map((model) => ({ ...model, origin: vehicleOrigin.byName.domestic }));
