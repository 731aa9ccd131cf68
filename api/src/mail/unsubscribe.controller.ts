import { Controller, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../common/access.decorator';
import { User } from '../data-model/user.entity';
import { recordConsent } from '../consents/consent-log';
import { NoStore } from '../common/cache-policy';
import { CONSENT_CHOICES, CONSENT_SOURCES } from '@petfoster/contracts';
import { unsubscribeSchema, type UnsubscribeInput } from '@petfoster/contracts/schemas';
import { ValidBody } from '../common/validation';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { DatabaseService } from '../database/database.service';
import { verifyUnsubscribeToken } from './unsubscribe-tokens';
import { apiError } from '../common/api-error';

/**
 * The unsubscribe link of notification mails (docs/mail.md): turns the user's notifications off, nothing else. Public
 * (the link works without logging in) and idempotent. Two callers: the /unsubscribe page, which POSTs `{token}` from
 * its fragment, and mail clients doing RFC 8058 one-click, which POST `List-Unsubscribe=One-Click` (a form body) to
 * the List-Unsubscribe address, whose query carries the token. A GET never unsubscribes: link scanners follow links.
 */
@ApiTags('account')
@Controller('api/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  @NoStore()
  @Access('mail.unsubscribe')
  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Notifications par e-mail désactivées' })
  async unsubscribe(
    @ValidBody(unsubscribeSchema) body: UnsubscribeInput,
    @Query('token') queryToken?: unknown,
  ): Promise<void> {
    const token = body.token ?? (typeof queryToken === 'string' ? queryToken : '');
    const userId = verifyUnsubscribeToken(token, this.config.jwtSecret);
    if (userId === null) throw apiError('unsubscribe_link_invalid');
    await this.db.write(async (manager) => {
      const changed = await manager
        .getRepository(User)
        .update({ id: userId, notifications_enabled: true }, { notifications_enabled: false });
      // Only a real change is a consent given or withdrawn (a second click changes nothing).
      if (changed.affected)
        await recordConsent(manager, userId, CONSENT_CHOICES.notifications, false, CONSENT_SOURCES.unsubscribeLink);
    });
  }
}
