export { Hint } from './hint';
