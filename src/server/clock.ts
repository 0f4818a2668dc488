/** The time in ms since the epoch. Sessions read it from the app (`ctx.clock`) so that a test can move it with the browser's. */
export type Clock = () => number;
