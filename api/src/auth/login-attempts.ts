import { HttpException, Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@petfoster/contracts';

const WINDOW_MS = 60_000;
const MAX_FAILURES = 10;
const MAX_KEYS = 10_000;

/**
 * Slows password guessing: after MAX_FAILURES wrong passwords for one email from one address within a minute, further
 * attempts get 429 until the window passes. Successful logins are never counted, so normal use is unaffected.
 * In memory, per process: with several replicas each counts on its own (the gateway can add a global limit).
 */
@Injectable()
export class LoginAttempts {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  private key(ip: string, email: string): string {
    return `${ip}|${email.trim().toLowerCase()}`;
  }

  assertAllowed(ip: string, email: string): void {
    const entry = this.failures.get(this.key(ip, email));
    if (entry && entry.resetAt > Date.now() && entry.count >= MAX_FAILURES) {
      throw new HttpException(API_MESSAGES.tooManyRequests, 429);
    }
  }

  recordFailure(ip: string, email: string): void {
    const now = Date.now();
    if (this.failures.size >= MAX_KEYS) {
      for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
      if (this.failures.size >= MAX_KEYS) this.failures.clear();
    }
    const key = this.key(ip, email);
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) this.failures.set(key, { count: 1, resetAt: now + WINDOW_MS });
    else entry.count += 1;
  }

  recordSuccess(ip: string, email: string): void {
    this.failures.delete(this.key(ip, email));
  }
}
