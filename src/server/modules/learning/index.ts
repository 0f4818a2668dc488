// What other modules use of learning: they import it from here, never from its files.
export { requireOn } from './access.js';
export { dueGratifications, markGratificationCredited } from './attempts.js';
export { questionStanding } from './questions.js';
