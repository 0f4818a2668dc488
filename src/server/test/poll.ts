/**
 * Reads until `done` holds or `ms` pass, 20 ms apart, and returns the last read: for what arrives a
 * moment after a commit (a database notice). The caller asserts on the answer, so a timeout fails
 * with what was actually seen.
 */
export async function pollUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
