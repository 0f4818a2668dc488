import type { Db } from '../../db/client.js';
import * as repo from './repo.js';

/** Statements of gathered moves one server runs at once: enough to keep the database's cores busy, few enough to gather. */
const RUNNING = 3;
/** Moves in one statement at most. */
const ROWS = 32;

interface Waiting {
  guess: repo.GuessedMove;
  resolve: (found: repo.LookedUpAndApplied | 'taken') => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for transactions (docs/treasury.md "Transactions"): a statement's fixed costs — planning the executor,
 * the audience rollups' statement triggers, the commit and its flush — are most of a redemption's, so the moves that
 * arrive while the server's statements run wait and go together in the next one. A move arriving when a statement
 * slot is free goes at once, alone: nothing waits when the server is not busy.
 */
class MoveGatherer {
  private waiting: Waiting[] = [];
  private running = 0;
  /** The instruments and nonces of the moves in the running statements. */
  private readonly busy = new Set<string>();

  constructor(private readonly db: Db) {}

  apply(guess: repo.GuessedMove): Promise<repo.LookedUpAndApplied | 'taken'> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ guess, resolve, reject });
      this.start();
    });
  }

  private start() {
    while (this.running < RUNNING && this.waiting.length) {
      const moves = this.take();
      if (!moves.length) return;
      this.running++;
      void this.run(moves).finally(() => {
        this.running--;
        for (const waiting of moves) keysOf(waiting).forEach((key) => this.busy.delete(key));
        this.start();
      });
    }
  }

  /**
   * The waiting moves to apply together, oldest first: one per nonce, one per instrument but for single uses of the
   * same action after the first (refused by the state it leaves: repo.lookUpAndApply), and none of an instrument or
   * nonce a running statement has (it would wait for that statement's commit, and its whole statement with it); the
   * rest wait.
   */
  private take(): Waiting[] {
    const taken: Waiting[] = [];
    const left: Waiting[] = [];
    // The first move taken of each instrument.
    const firsts = new Map<string, repo.Move>();
    for (const waiting of this.waiting) {
      const [codeKey, nonceKey] = keysOf(waiting);
      const { move } = waiting.guess;
      const first = firsts.get(codeKey);
      const fits = first ? followsOn(first, move) : !this.busy.has(codeKey);
      if (taken.length < ROWS && fits && !this.busy.has(nonceKey)) {
        taken.push(waiting);
        this.busy.add(codeKey).add(nonceKey);
        if (!first) firsts.set(codeKey, move);
      } else left.push(waiting);
    }
    this.waiting = left;
    return taken;
  }

  private async run(moves: Waiting[]) {
    if (moves.length === 1) return this.alone(moves[0]);
    try {
      const found = await repo.lookUpAndApply(
        this.db,
        moves.map((waiting) => waiting.guess),
      );
      if (found !== 'taken') return moves.forEach((waiting, i) => this.settle(waiting, found[i]));
    } catch {
      // Whatever failed the statement (a deadlock with another server's writes, say) is met again below by its own move.
    }
    // A nonce taken by a transaction the statement could not see failed it whole, nothing applied: each move on its own.
    await Promise.all(moves.map((waiting) => this.alone(waiting)));
  }

  private async alone(waiting: Waiting) {
    try {
      const found = await repo.lookUpAndApply(this.db, [waiting.guess]);
      this.settle(waiting, found === 'taken' ? found : found[0]);
    } catch (error) {
      waiting.reject(error);
    }
  }

  /**
   * Answers a move, and the repeats of it waiting meanwhile: the same caller's same transaction under the same nonce
   * (a client retrying before its first answer came) answers the answer the move kept — committed, so what the
   * database would replay (service.replay) — without a statement of its own.
   */
  private settle(waiting: Waiting, found: repo.LookedUpAndApplied | 'taken') {
    waiting.resolve(found);
    if (found === 'taken' || !found.answer || !found.statusCode) return;
    const { move, look } = waiting.guess;
    const prior = { code: move.code, action: move.action, actor: move.actor, statusCode: found.statusCode, answer: found.answer };
    const repeat = (other: Waiting) =>
      other.guess.look.userId === look.userId &&
      (['tenantId', 'nonce', 'code', 'action', 'actor'] as const).every((field) => other.guess.move[field] === move[field]);
    this.waiting = this.waiting.filter((other) => {
      if (!repeat(other)) return true;
      other.resolve({ instrument: null, profile: found.profile, prior, venueKnown: true, answer: null, statusCode: null, asExpected: false });
      return false;
    });
  }
}

/** Whether `move` can follow `first` on the same instrument in a statement: both single uses of the same action. */
const followsOn = (first: repo.Move, move: repo.Move) => first.usageLimit === 1 && move.usageLimit === 1 && first.action === move.action;

const keysOf = ({ guess: { move } }: Waiting) => [`${move.tenantId}\ncode\n${move.code}`, `${move.tenantId}\nnonce\n${move.nonce}`];

const byDb = new WeakMap<Db, MoveGatherer>();

/** Looks up and applies a guessed move (repo.lookUpAndApply) together with the others arriving meanwhile on `db`. */
export function lookUpAndApplyGathered(db: Db, guess: repo.GuessedMove): Promise<repo.LookedUpAndApplied | 'taken'> {
  let gatherer = byDb.get(db);
  if (!gatherer) byDb.set(db, (gatherer = new MoveGatherer(db)));
  return gatherer.apply(guess);
}
