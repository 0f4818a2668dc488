export * from './levels.js';
export * from './resources.js';
export * from './grants.js';
export * from './guards.js';
export * from './menu.js';
export * from './route-words.js';
export * from './sections.js';
