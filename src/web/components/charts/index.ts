export { BarChart, LineChart } from './charts';
