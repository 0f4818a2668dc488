export { AfterFirstPaint } from './after-first-paint';
