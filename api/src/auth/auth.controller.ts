import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { loginSchema, type LoginInput } from '@petfoster/contracts/schemas';
import { Access } from '../common/access.decorator';
import { ValidBody } from '../common/validation';
import { NoStore } from '../common/cache-policy';
import { CurrentUser, type AuthUser } from '../common/auth.decorators';
import { AuthService } from './auth.service';
import { Throttled } from './throttling';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @NoStore()
  @Access('session.open')
  @Post('login')
  @HttpCode(200)
  @Throttled('login')
  @ApiOkResponse({
    description:
      'Une session (token), ou, avec la double authentification activée ou exigée par l’association, un mfa_token ' +
      'valable 5 minutes pour POST /login/mfa ou pour l’activation (docs/security.md#two-factor-sign-in)',
    schema: {
      type: 'object',
      properties: {
        token: { type: 'string' },
        mfa_required: { type: 'boolean' },
        mfa_setup_required: { type: 'boolean' },
        mfa_token: { type: 'string' },
      },
    },
  })
  @ApiUnauthorizedResponse({ description: 'Mot de passe ou utilisateur incorrect' })
  @ApiTooManyRequestsResponse({ description: 'Trop de tentatives (10 échecs par minute et par email)' })
  login(@ValidBody(loginSchema) body: LoginInput) {
    return this.auth.login(body.email, body.password);
  }

  /** 'Se déconnecter': every token of the user issued so far is refused from now on (docs/security.md#second-pass). */
  @Access('session.close')
  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Session terminée sur le serveur' })
  @ApiUnauthorizedResponse({ description: 'Authentification requise.' })
  async logout(@CurrentUser() user: AuthUser): Promise<void> {
    await this.auth.revokeSessions(user.userId);
  }
}
