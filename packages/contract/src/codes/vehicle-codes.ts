import { defineCodeTables, defineStateTable, type CodeOf } from './code-table';

/** Vehicles: their lifecycle, kind, fuel and origin, the cards fitted in them, and reviewed changes. */
export const vehicleCodeTables = defineCodeTables(
  {
    /** Vehicle lifecycle status (spec §4); 7 appears in one table only and covers anything else. */
    vehicleStatus: {
      production: 1,
      testing: 2,
      forSale: 3,
      sold: 4,
      transferred: 5,
      scrapped: 6,
      other: 7,
    },
    /** What kind of vehicle (the registration certificate's class, simplified). */
    vehicleType: {
      passengerCar: 1,
      suv: 2,
      multiPurposeVehicle: 3,
      lightCommercial: 4,
      truck: 5,
      bus: 6,
      specialPurpose: 7,
      other: 9,
    },
    /** What drives it: real-name campaigns and data plans differ for new-energy vehicles. */
    fuelType: {
      petrol: 1,
      diesel: 2,
      batteryElectric: 3,
      plugInHybrid: 4,
      hybrid: 5,
      extendedRange: 6,
      fuelCell: 7,
      other: 9,
    },
    /** Where the vehicle was made: imported vehicles register with their customs documents. */
    vehicleOrigin: { domestic: 1, jointVenture: 2, imported: 3 },
    /** The role of a card in a vehicle: one T-Box (telematics) card, others for infotainment and the rest. */
    vehicleCardRole: { telematicsBox: 1, infotainment: 2, other: 9 },
    /** A requested change of a vehicle's identity (VIN, plate, model) on its way through review. */
    vehicleChangeReviewStatus: { pending: 0, approved: 1, rejected: 2, withdrawn: 3 },
    /** Which fact of a vehicle a reviewed change touches. */
    vehicleChangeField: { vin: 'vin', plate: 'plate', model: 'model', series: 'series' },
  },
  {
    vehicleStatus: { sold: 'success', scrapped: 'default', forSale: 'processing', testing: 'warning' },
    vehicleCardRole: { telematicsBox: 'blue' },
    vehicleChangeReviewStatus: { pending: 'processing', approved: 'success', rejected: 'error' },
  },
);

export const {
  vehicleStatus,
  vehicleType,
  fuelType,
  vehicleOrigin,
  vehicleCardRole,
  vehicleChangeReviewStatus,
  vehicleChangeField,
} = vehicleCodeTables;
export type VehicleStatusCode = CodeOf<typeof vehicleStatus>;
export type VehicleTypeCode = CodeOf<typeof vehicleType>;
export type FuelTypeCode = CodeOf<typeof fuelType>;
export type VehicleOriginCode = CodeOf<typeof vehicleOrigin>;
export type VehicleCardRoleCode = CodeOf<typeof vehicleCardRole>;
export type VehicleChangeReviewStatusCode = CodeOf<typeof vehicleChangeReviewStatus>;
export type VehicleChangeFieldCode = CodeOf<typeof vehicleChangeField>;

const { production, testing, forSale, sold, transferred, scrapped, other } = vehicleStatus.byName;

/**
 * How a vehicle moves through its life: built, tested, offered, sold, passed on, scrapped. Scrapping is final;
 * "other" (a record from another system) may be set to anything once its real state is known.
 */
export const vehicleStatusMoves = defineStateTable<VehicleStatusCode>({
  [production]: [testing, forSale, scrapped, other],
  [testing]: [production, forSale, scrapped, other],
  [forSale]: [testing, sold, scrapped, other],
  [sold]: [transferred, scrapped, other],
  [transferred]: [scrapped, other],
  [scrapped]: [],
  [other]: [production, testing, forSale, sold, transferred, scrapped],
});
