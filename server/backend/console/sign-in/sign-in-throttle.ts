import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

// Sign-in attempts, limited as the shop's own sign-in is (server/api/throttle/throttle-limits.ts,
// 'user-login'; the backend never imports the BFF, so the figures are repeated here): 30 attempts
// per client address and 10 wrong passwords per account in 15 minutes, then refused for 15
// minutes. A success clears the account's count. Second-factor codes count against the account
// too, so six digits cannot be guessed. In memory: the console runs in one process.

export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_PER_ADDRESS = 30;
export const SIGN_IN_PER_ACCOUNT = 10;

export interface SignInThrottle {
  /** Counts one attempt; answers the seconds to wait when over the limit, else 0. */
  attempt(address: string | undefined, account: string): Promise<number>;
  /** A success: the account's failures are forgotten. */
  succeeded(account: string): Promise<void>;
}

const accountKey = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 32);

export function createSignInThrottle(): SignInThrottle {
  const limiter = (points: number, keyPrefix: string) =>
    new RateLimiterMemory({
      keyPrefix,
      points,
      duration: SIGN_IN_WINDOW_SECONDS,
      blockDuration: SIGN_IN_WINDOW_SECONDS,
    });
  const perAddress = limiter(SIGN_IN_PER_ADDRESS, 'console-sign-in-address');
  const perAccount = limiter(SIGN_IN_PER_ACCOUNT, 'console-sign-in-account');
  const consume = async (l: RateLimiterMemory, key: string): Promise<number> => {
    try {
      await l.consume(key);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  };
  return {
    async attempt(address, account) {
      const byAddress = await consume(perAddress, address ?? 'unknown');
      const byAccount = await consume(perAccount, accountKey(account));
      return Math.max(byAddress, byAccount);
    },
    async succeeded(account) {
      await perAccount.delete(accountKey(account));
    },
  };
}
