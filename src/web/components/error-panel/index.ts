export { ErrorPanel } from './error-panel';
export { isServerError } from './server-error';
