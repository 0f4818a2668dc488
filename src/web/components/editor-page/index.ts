export { EditorPage } from './editor-page';
export { isNotFound, LoadFailure } from './load-failure';
export { CreateActions } from './create-actions';
