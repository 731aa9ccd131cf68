import { HttpException } from '@nestjs/common';
import { LoginAttempts } from './login-attempts';

describe('LoginAttempts', () => {
  it('answers 429 after ten wrong passwords for one email from one address, and only there', () => {
    const attempts = new LoginAttempts();
    for (let i = 0; i < 10; i += 1) {
      attempts.assertAllowed('1.2.3.4', 'a@b.fr');
      attempts.recordFailure('1.2.3.4', 'A@b.fr ');
    }
    expect(() => attempts.assertAllowed('1.2.3.4', 'a@b.fr')).toThrow(HttpException);
    expect(() => attempts.assertAllowed('5.6.7.8', 'a@b.fr')).not.toThrow();
    expect(() => attempts.assertAllowed('1.2.3.4', 'c@d.fr')).not.toThrow();
  });

  it('never counts successful logins', () => {
    const attempts = new LoginAttempts();
    for (let i = 0; i < 9; i += 1) attempts.recordFailure('ip', 'a@b.fr');
    attempts.recordSuccess('ip', 'a@b.fr');
    attempts.recordFailure('ip', 'a@b.fr');
    expect(() => attempts.assertAllowed('ip', 'a@b.fr')).not.toThrow();
  });
});
