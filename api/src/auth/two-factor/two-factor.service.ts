import { Inject, Injectable } from '@nestjs/common';
import { API_MESSAGES, type SessionToken, type TwoFactorConfirmed, type TwoFactorSetup } from '@petfoster/contracts';
import { toString as qrSvg } from 'qrcode';
import { IsNull } from 'typeorm';
import { requireAccess } from '../../access/require-access';
import type { AuthUser } from '../../common/auth.decorators';
import { apiError } from '../../common/api-error';
import { fieldErrors } from '../../common/field-errors';
import { notFound } from '../../common/permissions';
import { APP_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { DatabaseService } from '../../database/database.service';
import { RecoveryCode } from '../../data-model/two-factor.entity';
import { User } from '../../data-model/user.entity';
import { AuthService } from '../auth.service';
import { PasswordService } from '../password.service';
import { MfaChallenges } from './challenges';
import { SecretBox } from './secret-box';
import {
  acceptedStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  TOTP_DIGITS_PATTERN,
} from './totp';

/**
 * Who turns the second factor on: a signed-in account, or an account that an association's rule stops at sign-in,
 * proved by the mfa_token of POST /login (jwt-auth.guard.ts accepts it on the two setup routes only).
 */
export type TwoFactorCaller = { user: AuthUser } | { setup: { userId: number; token: string } };

/** Two-factor sign-in (docs/security.md#two-factor-sign-in): turning it on and off, and the code step of sign-in. */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;

  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly db: DatabaseService,
    private readonly passwords: PasswordService,
    private readonly auth: AuthService,
    private readonly challenges: MfaChallenges,
  ) {
    this.box = new SecretBox(config.jwtSecret);
  }

  /** Current time in ms: the one clock of the code checks (the pure functions of totp.ts take it as a parameter). */
  now(): number {
    return Date.now();
  }

  private userIdOf(caller: TwoFactorCaller, action: 'account.twoFactor.start' | 'account.twoFactor.confirm'): number {
    return 'user' in caller ? requireAccess(caller.user, action).userId : caller.setup.userId;
  }

  /** A new secret, pending until a code of it confirms it; a second call replaces the pending one. */
  async start(caller: TwoFactorCaller): Promise<TwoFactorSetup> {
    const userId = this.userIdOf(caller, 'account.twoFactor.start');
    const users = this.db.dataSource.getRepository(User);
    const row = await users.findOne({
      where: { id: userId },
      select: { id: true, email: true, totp_enabled_at: true },
    });
    if (!row) throw notFound();
    if (row.totp_enabled_at) throw apiError('two_factor_already_enabled');
    const secret = newTotpSecret();
    await this.db.write((manager) =>
      manager.getRepository(User).update({ id: userId }, { totp_pending_secret: this.box.seal(secret) }),
    );
    const url = otpauthUrl(secret, row.email);
    const svg = await qrSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      secret,
      otpauth_url: url,
      qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /**
   * Turns the second factor on with a first code of the pending secret; answers the 10 recovery codes (kept as HMACs
   * only) and, after a setup required at sign-in, the session that sign-in did not give.
   */
  async confirm(caller: TwoFactorCaller, code: string): Promise<TwoFactorConfirmed> {
    const userId = this.userIdOf(caller, 'account.twoFactor.confirm');
    const row = await this.db.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.id', 'u.totp_enabled_at'])
      .addSelect('u.totp_pending_secret')
      .where('u.id = :userId', { userId })
      .getOne();
    if (!row) throw notFound();
    if (row.totp_enabled_at) throw apiError('two_factor_already_enabled');
    const secret = row.totp_pending_secret ? this.box.open(row.totp_pending_secret) : null;
    if (!secret) throw apiError('two_factor_not_started');
    const step = acceptedStep(secret, code, this.now(), null);
    if (step === null) throw fieldErrors({ code: API_MESSAGES.twoFactorCodeInvalid });
    const codes = newRecoveryCodes();
    const setupChallenge = 'setup' in caller ? await this.challenges.find(caller.setup.token, 'setup') : null;
    if ('setup' in caller && !setupChallenge) throw apiError('mfa_token_invalid');
    await this.db.write(async (manager) => {
      if (setupChallenge && !(await this.challenges.consume(manager, setupChallenge)))
        throw apiError('mfa_token_invalid');
      const enabled = await manager.getRepository(User).update(
        { id: userId, totp_enabled_at: IsNull() },
        {
          totp_secret: row.totp_pending_secret,
          totp_pending_secret: null,
          totp_enabled_at: new Date(this.now()),
          totp_last_step: step,
        },
      );
      if (enabled.affected !== 1) throw apiError('two_factor_already_enabled');
      const recovery = manager.getRepository(RecoveryCode);
      await recovery.delete({ user_id: userId });
      await recovery.insert(
        codes.map((plain) => ({
          user_id: userId,
          code_hash: recoveryCodeHash(this.box.hashKey, plain),
          used_at: null,
        })),
      );
    });
    if (!setupChallenge) return { recovery_codes: codes };
    const token = await this.auth.issueToken(userId, { secondFactor: true });
    if (!token) throw apiError('mfa_token_invalid');
    return { recovery_codes: codes, token };
  }

  /** Turns it off; the password is asked again, since a session left open must not be enough. */
  async disable(user: AuthUser, password: string): Promise<void> {
    const { userId } = requireAccess(user, 'account.twoFactor.disable');
    const row = await this.db.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.id', 'u.totp_enabled_at'])
      .addSelect('u.password_hash')
      .where('u.id = :userId', { userId })
      .getOne();
    if (!row) throw notFound();
    if (!(await this.passwords.verify(row.password_hash, password)))
      throw fieldErrors({ password: API_MESSAGES.passwordWrong });
    if (!row.totp_enabled_at) throw apiError('two_factor_not_enabled');
    await this.db.write(async (manager) => {
      await manager
        .getRepository(User)
        .update(
          { id: userId },
          { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null },
        );
      await manager.getRepository(RecoveryCode).delete({ user_id: userId });
    });
  }

  /**
   * The code step of sign-in: the mfa_token of POST /login and a code of the app (each good once) or an unused
   * recovery code. A wrong code is a 401 that the login throttler counts; the token stays usable until it expires.
   */
  async signIn(mfaToken: string, code: string): Promise<SessionToken> {
    const challenge = await this.challenges.find(mfaToken, 'login');
    if (!challenge) throw apiError('mfa_token_invalid');
    const row = await this.db.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.id', 'u.totp_enabled_at'])
      .addSelect(['u.totp_secret', 'u.totp_last_step'])
      .where('u.id = :userId', { userId: challenge.user_id })
      .getOne();
    const secret = row?.totp_enabled_at && row.totp_secret ? this.box.open(row.totp_secret) : null;
    if (!row || !secret) throw apiError('mfa_token_invalid');
    await this.db.write(async (manager) => {
      const accepted = TOTP_DIGITS_PATTERN.test(code)
        ? await this.useTotp(manager, row.id, secret, code, row.totp_last_step)
        : await this.useRecoveryCode(manager, row.id, code);
      if (!accepted) throw apiError('mfa_code_invalid');
      if (!(await this.challenges.consume(manager, challenge))) throw apiError('mfa_token_invalid');
    });
    const token = await this.auth.issueToken(row.id, { secondFactor: true });
    if (!token) throw apiError('mfa_token_invalid');
    return { token };
  }

  private async useTotp(
    manager: Parameters<MfaChallenges['consume']>[0],
    userId: number,
    secret: string,
    code: string,
    lastStep: number | null,
  ): Promise<boolean> {
    const step = acceptedStep(secret, code, this.now(), lastStep === null ? null : Number(lastStep));
    if (step === null) return false;
    // Conditional, so that two requests with the same code cannot both pass.
    const result = await manager
      .getRepository(User)
      .createQueryBuilder()
      .update()
      .set({ totp_last_step: step })
      .where('id = :userId AND (totp_last_step IS NULL OR totp_last_step < :step)', { userId, step })
      .execute();
    return result.affected === 1;
  }

  private async useRecoveryCode(
    manager: Parameters<MfaChallenges['consume']>[0],
    userId: number,
    code: string,
  ): Promise<boolean> {
    const result = await manager
      .getRepository(RecoveryCode)
      .update(
        { user_id: userId, code_hash: recoveryCodeHash(this.box.hashKey, code), used_at: IsNull() },
        { used_at: new Date(this.now()) },
      );
    return result.affected === 1;
  }

  /** Whether the account has it on (the 'Mon compte' answer). */
  async isEnabled(userId: number): Promise<boolean> {
    const row = await this.db.dataSource
      .getRepository(User)
      .findOne({ where: { id: userId }, select: { id: true, totp_enabled_at: true } });
    return Boolean(row?.totp_enabled_at);
  }
}
