import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  associationSecuritySchema,
  mfaLoginSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  type AssociationSecurityInput,
  type MfaLoginInput,
  type TwoFactorConfirmInput,
  type TwoFactorDisableInput,
} from '@petfoster/contracts/schemas';
import { Access } from '../../common/access.decorator';
import { AuthUser, CurrentUser, MfaSetupCaller, type AuthedRequest } from '../../common/auth.decorators';
import { NoStore } from '../../common/cache-policy';
import { IdPipe, ValidBody } from '../../common/validation';
import { apiError } from '../../common/api-error';
import { Throttled } from '../throttling';
import { AssociationSecurityService } from './association-security.service';
import { TwoFactorService, type TwoFactorCaller } from './two-factor.service';

const callerOf = (user: AuthUser | undefined, setup: AuthedRequest['mfaSetup']): TwoFactorCaller => {
  if (user) return { user };
  if (setup) return { setup };
  throw apiError('unauthenticated');
};

/** Two-factor sign-in (docs/security.md#two-factor-sign-in): the code step of sign-in, 'Mon compte', the team rule. */
@ApiTags('two-factor')
@ApiBearerAuth()
@Controller()
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly security: AssociationSecurityService,
  ) {}

  @NoStore()
  @Access('session.mfa')
  @Post('login/mfa')
  @HttpCode(200)
  @Throttled('mfa')
  @ApiOkResponse({ schema: { type: 'object', properties: { token: { type: 'string' } } } })
  @ApiUnauthorizedResponse({ description: 'Code de vérification invalide, ou étape de connexion expirée' })
  @ApiTooManyRequestsResponse({ description: 'Trop de codes erronés (les limites de la connexion)' })
  signIn(@ValidBody(mfaLoginSchema) body: MfaLoginInput) {
    return this.twoFactor.signIn(body.mfa_token, body.code);
  }

  @NoStore()
  @Access('account.twoFactor.start')
  @Post('api/account/2fa')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Secret, lien otpauth:// et QR code (SVG) à lire avec une application' })
  @ApiConflictResponse({ description: 'La double authentification est déjà activée sur ce compte.' })
  start(@CurrentUser() user: AuthUser | undefined, @MfaSetupCaller() setup: AuthedRequest['mfaSetup']) {
    return this.twoFactor.start(callerOf(user, setup));
  }

  @NoStore()
  @Access('account.twoFactor.confirm')
  @Post('api/account/2fa/confirm')
  @HttpCode(200)
  @Throttled('account')
  @ApiOkResponse({ description: 'Les 10 codes de secours (et une session après une activation exigée à la connexion)' })
  confirm(
    @CurrentUser() user: AuthUser | undefined,
    @MfaSetupCaller() setup: AuthedRequest['mfaSetup'],
    @ValidBody(twoFactorConfirmSchema) body: TwoFactorConfirmInput,
  ) {
    return this.twoFactor.confirm(callerOf(user, setup), body.code);
  }

  @Access('account.twoFactor.disable')
  @Delete('api/account/2fa')
  @HttpCode(204)
  @Throttled('account')
  @ApiNoContentResponse({ description: 'Double authentification désactivée' })
  async disable(@CurrentUser() user: AuthUser, @ValidBody(twoFactorDisableSchema) body: TwoFactorDisableInput) {
    await this.twoFactor.disable(user, body.password);
  }

  @NoStore()
  @Access('association.readSecurity')
  @Get('api/associations/:id/security')
  @ApiOkResponse({ schema: { type: 'object', properties: { require_2fa: { type: 'boolean' } } } })
  readSecurity(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    return this.security.read(user, id);
  }

  @Access('association.security')
  @Put('api/associations/:id/security')
  @ApiOkResponse({ schema: { type: 'object', properties: { require_2fa: { type: 'boolean' } } } })
  updateSecurity(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @ValidBody(associationSecuritySchema) body: AssociationSecurityInput,
  ) {
    return this.security.update(user, id, body.require_2fa);
  }
}
