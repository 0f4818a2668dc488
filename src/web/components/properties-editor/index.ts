export { PropertiesEditor } from './properties-editor';
export * from './properties';
