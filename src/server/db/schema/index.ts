export * from './tenancy.js';
export * from './iam.js';
export * from './profiles.js';
export * from './images.js';
export * from './item-types.js';
export * from './geocode.js';
export * from './media-items.js';
export * from './audience.js';
