import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { AuthUser, CurrentUser, Public } from '../auth/auth.decorators';
import { Throttled } from '../auth/throttling';
import { NoStore } from '../common/cache-policy';
import { Parsed, SchemaPipe, toOpenApi } from '../common/validation';
import { AccountService } from './account.service';
import { emailChangeSchema, emailConfirmSchema, namesSchema, passwordChangeSchema } from './dto/account.schemas';

const accountShape: SchemaObject = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    role: { type: 'string', enum: ['family', 'association'] },
    email: { type: 'string' },
    lastname: { type: 'string' },
    firstname: { type: 'string' },
    notifications_enabled: { type: 'boolean' },
  },
};

/** 'Mon compte' (issue 15), both roles: the caller's own account only, decided by the token. */
@ApiTags('account')
@ApiBearerAuth()
@Controller('api/account')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get()
  @ApiOkResponse({ schema: accountShape })
  read(@CurrentUser() user: AuthUser) {
    return this.account.read(user);
  }

  @Put('password')
  @Throttled('account')
  @ApiBody({ schema: toOpenApi(passwordChangeSchema) })
  @ApiOkResponse({
    description: 'Mot de passe changé ; les autres sessions sont fermées, ce jeton continue la session courante',
    schema: { type: 'object', properties: { token: { type: 'string' } } },
  })
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body(new SchemaPipe(passwordChangeSchema)) body: Parsed<typeof passwordChangeSchema>,
  ) {
    return this.account.changePassword(user, body as Parameters<AccountService['changePassword']>[1]);
  }

  @Post('email')
  @HttpCode(202)
  @Throttled('account')
  @ApiBody({ schema: toOpenApi(emailChangeSchema) })
  @ApiAcceptedResponse({ description: 'Lien de confirmation envoyé à la nouvelle adresse, avis à l’ancienne' })
  @ApiConflictResponse({ description: 'Un compte existe déjà avec cet email.' })
  requestEmailChange(
    @CurrentUser() user: AuthUser,
    @Body(new SchemaPipe(emailChangeSchema)) body: Parsed<typeof emailChangeSchema>,
  ) {
    return this.account.requestEmailChange(user, body as { currentPassword: string; email: string });
  }

  @Public()
  @NoStore()
  @Post('email/confirm')
  @HttpCode(204)
  @ApiBody({ schema: toOpenApi(emailConfirmSchema) })
  @ApiNoContentResponse({ description: 'Nouvelle adresse appliquée' })
  @ApiConflictResponse({ description: 'Un compte existe déjà avec cet email.' })
  async confirmEmailChange(@Body(new SchemaPipe(emailConfirmSchema)) body: { token: string }): Promise<void> {
    await this.account.confirmEmailChange(body.token);
  }

  @Put('names')
  @ApiBody({ schema: toOpenApi(namesSchema) })
  @ApiOkResponse({ schema: accountShape })
  changeNames(@CurrentUser() user: AuthUser, @Body(new SchemaPipe(namesSchema)) body: Parsed<typeof namesSchema>) {
    return this.account.changeNames(user, body as { lastname: string; firstname: string });
  }
}
