import '@mantine/charts/styles.css';

export { BarChart, FunnelChart, LineChart } from '@mantine/charts';
