export { LineChart } from './line-chart';
