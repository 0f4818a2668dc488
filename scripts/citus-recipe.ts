// `npx tsx scripts/citus-recipe.ts`: prints the SQL that makes a migrated database's tables Citus tables, generated from
// src/server/db/distribution.ts. With --write it also puts it into docs/scaling.md's recipe block (a test fails while
// the two differ).
import { readFileSync, writeFileSync } from 'node:fs';
import { citusRecipe, withRecipe } from '../src/server/db/distribution.js';

const recipe = citusRecipe();
process.stdout.write(recipe);
if (process.argv.includes('--write')) {
  const file = new URL('../docs/scaling.md', import.meta.url);
  writeFileSync(file, withRecipe(readFileSync(file, 'utf8'), recipe));
}
