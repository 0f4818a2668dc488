// What other modules use of device-readings: they import it from here, never from its files.
export { latestReading, readingsForPeriod } from './service.js';
