export { WorkspaceListPage, NO_WORKSPACES_TEXT } from './pages/workspace-list-page';
