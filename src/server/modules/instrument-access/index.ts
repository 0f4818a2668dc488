// What other modules use of instrument-access: they import it from here, never from its files.
export { anchoringInstrument, configResource, findConfig, findConfigs, notFoundConfig, viewedInstrument, type TiConfigRow } from './service.js';
