export { TagsEditor } from './tags-editor';
