export { HistorySection } from './history-section';
