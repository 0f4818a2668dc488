export { AddressFields } from './address-fields';
export { GEOCODER_NOT_CONFIGURED, useGeocoding } from './use-geocoding';
export * from './address';
