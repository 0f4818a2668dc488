export { CountrySelect } from './country-select';
export { TimeZoneSelect } from './time-zone-select';
