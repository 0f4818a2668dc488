export { BarChart, FunnelChart, LineChart } from './charts';
