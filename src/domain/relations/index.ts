export * from './buttons.js';
export * from './diff.js';
export * from './periods.js';
export * from './targets.js';
export * from './uid.js';
export * from './visibility.js';
export * from './request.js';
