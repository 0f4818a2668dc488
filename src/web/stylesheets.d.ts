// Stylesheets imported for their effect: Vite bundles them; to the type check they are modules without exports.
declare module '*.css';
