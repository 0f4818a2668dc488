import '@mantine/charts/styles.css';

export { LineChart as default } from '@mantine/charts';
