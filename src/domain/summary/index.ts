export * from './date-range.js';
export * from './type-groups.js';
export * from './trend-series.js';
export * from './windows.js';
