export { WorkspaceEditorRoute } from './pages/workspace-editor-page';
