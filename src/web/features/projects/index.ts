export { ProjectListPage } from './pages/project-list-page';
