import { reserve, secondsUntil, type Attempt, type Counts, type WindowCount } from './window-counts.js';

export interface LimiterOptions {
  /** Failed sign-ins of one tenant's username from one client address; and failed password checks of one user. */
  perUser: number;
  /** Failed sign-ins of one tenant's username from all addresses together: the ceiling a spread-out guesser meets. */
  perAccount: number;
  /** Failed sign-ins from one client address, whatever the tenant and username. */
  perAddress: number;
  windowSeconds: number;
}

// Parts are escaped so no tenant, username and address spell another's key.
const part = (s: string) => encodeURIComponent(s.toLowerCase());

/**
 * Failed sign-ins, counted per tenant + username + client address (the lock-out a guesser meets), per tenant + username
 * over all addresses (a higher ceiling against guessing from many addresses), and per address (one address trying many
 * names); one tenant's failures never hold back another tenant's user of the same name. Five wrong passwords from one
 * address therefore leave the owner free to sign in from theirs. The profile's password checks count per user, apart
 * from sign-in. Each attempt takes its places before the password is checked (window-counts.ts), so concurrent attempts
 * on any number of servers pass exactly the allowance. Times are the app clock's (ms).
 */
export class LoginLimiter {
  private userAtAddress: WindowCount;
  private account: WindowCount;
  private address: WindowCount;
  private checks: WindowCount;

  constructor(counts: Counts, opts: LimiterOptions) {
    this.userAtAddress = counts.make('signin:user-address', opts.perUser, opts.windowSeconds);
    this.account = counts.make('signin:account', opts.perAccount, opts.windowSeconds);
    this.address = counts.make('signin:address', opts.perAddress, opts.windowSeconds);
    this.checks = counts.make('check:user', opts.perUser, opts.windowSeconds);
  }

  /**
   * A sign-in attempt: settle it `failed` on a wrong password or code, `succeeded` when signed in. A success resets the
   * user's count at this address only. Not the account's ceiling: that counts what guessers spread over addresses, and
   * the owner signing in says nothing of them having stopped. Nor the address's: one address may try many names.
   */
  signIn(tenant: string, username: string, address: string, now: number): Promise<Attempt> {
    const account = `${part(tenant)}:${part(username)}`;
    return reserve(
      [this.userAtAddress.slot(`${account}:${part(address)}`, now, true), this.account.slot(account, now), this.address.slot(part(address), now)],
      now,
    );
  }

  /** A check of the signed-in user's password (or code); a success resets the user's count of failed checks. */
  check(tenantId: string, userId: string, now: number): Promise<Attempt> {
    return reserve([this.checks.slot(`${part(tenantId)}:${part(userId)}`, now, true)], now);
  }
}

/**
 * At most `limit` of something per key and window (every attempt counts, not only failures): public routes that make
 * things, such as new pairing codes per client address. Shared by the servers like the sign-in limits.
 */
export class RateLimit {
  private count: WindowCount;

  constructor(counts: Counts, name: string, limit: number, windowSeconds: number) {
    this.count = counts.make(name, limit, windowSeconds);
  }

  /** 0 when one more is allowed now (and counts it), else the seconds to wait. */
  async take(key: string, now: number): Promise<number> {
    const slot = this.count.slot(part(key), now);
    return (await this.count.take(slot.key)) ? 0 : secondsUntil(slot.endsAt, now);
  }
}
