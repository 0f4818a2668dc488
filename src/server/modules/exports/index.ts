// What other modules use of exports: they import it from here, never from its files.
export { campaignExport, detailedExport, itemExport, venueDataExport, type ExportPlan } from './service.js';
