// Mantine's whole stylesheet, a chunk of its own: lib/console-styles.ts asks for it.
import '@mantine/core/styles.css';
