export { ADDRESS_LABELS, AddressFields } from './address-fields';
export { LocationMap, DEFAULT_TILE_URL } from './location-map';
export { GEOCODER_NOT_CONFIGURED, geocoderNotice, useGeocoding } from './use-geocoding';
export * from './address';
export type { MapMark } from './place-map';
