export * from './tenancy.js';
export * from './iam.js';
export * from './profiles.js';
export * from './images.js';
