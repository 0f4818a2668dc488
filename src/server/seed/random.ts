/** The demo data's seeded generator, the same on every machine. */
export { seededRandom } from '../../domain/common/seeded-random.js';

export function seededIds(random: () => number): () => string {
  return () => Array.from({ length: 24 }, () => Math.floor(random() * 16).toString(16)).join('');
}
