import { api } from './api';

/** Hands bytes to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  // The browser has taken the bytes once the click's task is over; the address is freed a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Reads a file with the caller's bearer token (a plain link would carry none) and hands it to the browser as a
 * download, named as the server named it, else `fallbackName`.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const blob = await api.getBlob(url);
  const name = blob instanceof File && blob.name ? blob.name : fallbackName;
  saveBlob(blob, name);
  return name;
}
