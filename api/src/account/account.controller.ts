import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { Throttled } from '../auth/throttling';
import { NoStore } from '../common/cache-policy';
import { AnswersWithSession } from '../idempotency/session-answer';
import { ValidBody } from '../common/validation';
import { AccountService } from './account.service';
import { chosenPassword } from '@petfoster/contracts/common-passwords';
import {
  emailChangeSchema,
  emailConfirmSchema,
  mailScopeSchema,
  namesSchema,
  passwordChange,
  type EmailChangeInput,
  type EmailConfirmInput,
  type MailScopeInput,
  type NamesInput,
  type PasswordChangeInput,
} from '@petfoster/contracts/schemas';

/** The validation rules (docs/product.md#validation), and a chosen password must not be a common one (docs/security.md#second-pass). */
const passwordChangeSchema = passwordChange(chosenPassword);

const accountShape: SchemaObject = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    role: { type: 'string', enum: ['family', 'association'] },
    email: { type: 'string' },
    lastname: { type: 'string' },
    firstname: { type: 'string' },
    notifications_enabled: { type: 'boolean' },
    mail_scope: { type: 'string', enum: ['all', 'followed'] },
    two_factor_enabled: { type: 'boolean' },
  },
};

/** 'Mon compte' (docs/mail.md), both roles: the caller's own account only, decided by the token. */
@ApiTags('account')
@ApiBearerAuth()
@Controller('api/account')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Access('account.read')
  @Get()
  @ApiOkResponse({ schema: accountShape })
  read(@CurrentUser() user: AuthUser) {
    return this.account.read(user);
  }

  /** The consent log (docs/security.md#consent-log). */
  @Access('account.consents')
  @Get('consents')
  consents(@CurrentUser() user: AuthUser) {
    return this.account.consents(user);
  }

  @Access('account.changePassword')
  @Put('password')
  @Throttled('account')
  @AnswersWithSession()
  @ApiOkResponse({
    description: 'Mot de passe changé ; les autres sessions sont fermées, ce jeton continue la session courante',
    schema: { type: 'object', properties: { token: { type: 'string' } } },
  })
  changePassword(@CurrentUser() user: AuthUser, @ValidBody(passwordChangeSchema) body: PasswordChangeInput) {
    return this.account.changePassword(user, body);
  }

  @Access('account.changeEmail')
  @Post('email')
  @HttpCode(202)
  @Throttled('account', 'emailChange')
  @ApiAcceptedResponse({ description: 'Lien de confirmation envoyé à la nouvelle adresse, avis à l’ancienne' })
  @ApiConflictResponse({ description: 'Un compte existe déjà avec cet email.' })
  @ApiTooManyRequestsResponse({ description: 'Trop de demandes de ce compte, ou vers cette adresse' })
  requestEmailChange(@CurrentUser() user: AuthUser, @ValidBody(emailChangeSchema) body: EmailChangeInput) {
    return this.account.requestEmailChange(user, body);
  }

  @NoStore()
  @Access('account.confirmEmail')
  @Post('email/confirm')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Nouvelle adresse appliquée' })
  @ApiConflictResponse({ description: 'Un compte existe déjà avec cet email.' })
  async confirmEmailChange(@ValidBody(emailConfirmSchema) body: EmailConfirmInput): Promise<void> {
    await this.account.confirmEmailChange(body.token);
  }

  @Access('account.changeNames')
  @Put('names')
  @ApiOkResponse({ schema: accountShape })
  changeNames(@CurrentUser() user: AuthUser, @ValidBody(namesSchema) body: NamesInput) {
    return this.account.changeNames(user, body);
  }

  /** docs/mail.md#request-mails: an association member receives all request mails, or those it follows only. */
  @Access('account.changeMailScope')
  @Put('mail-scope')
  @ApiOkResponse({ schema: accountShape })
  changeMailScope(@CurrentUser() user: AuthUser, @ValidBody(mailScopeSchema) body: MailScopeInput) {
    return this.account.changeMailScope(user, body.mail_scope);
  }
}
