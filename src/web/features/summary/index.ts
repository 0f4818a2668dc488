export { SummaryPage } from './pages/summary-page';
