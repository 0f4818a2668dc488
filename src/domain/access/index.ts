export * from './levels.js';
export * from './resources.js';
export * from './grants.js';
export * from './guards.js';
export * from './menu.js';
export * from './sections.js';
