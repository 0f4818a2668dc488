import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where snackbars show (top centre, 4000 ms); loaded with the first snackbar. */
export default function Snackbars() {
  return <Notifications position="top-center" autoClose={4000} />;
}
