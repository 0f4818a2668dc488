// The first download carries only the rules the landing and sign-in pages use (app/first-load.css). Every other
// page, and every part loaded later, waits for Mantine's whole stylesheet, asked for once and beside its own chunk,
// so nothing draws unstyled. The whole sheet repeats the first-load rules in its own order, so its cascade wins as is.
let loading: Promise<unknown> | undefined;

/** Asks for the whole stylesheet (once); settles when it applies. */
export const loadConsoleStyles = () =>
  (loading ??= import('./whole-stylesheet').catch((error: unknown) => {
    loading = undefined; // a failed request is asked again next time
    throw error;
  }));

/** `load`, settled only once the whole stylesheet applies too; both are asked for at once. */
export function withConsoleStyles<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadConsoleStyles()]).then(([module]) => module);
}
