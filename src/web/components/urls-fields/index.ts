export { UrlsFields } from './urls-fields';
