// What other modules use of transactions: they import it from here, never from its files.
export { InstrumentState } from './answers.js';
export { acquireFor, issuedInstrumentOf } from './service.js';
