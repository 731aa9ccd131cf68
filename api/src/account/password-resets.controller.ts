import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiNoContentResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { Throttled } from '../auth/throttling';
import { NoStore } from '../common/cache-policy';
import { SchemaPipe, toOpenApi } from '../common/validation';
import { passwordResetConfirmSchema, passwordResetRequestSchema, type PasswordInput } from './dto/account.schemas';
import { PasswordResetService } from './password-reset.service';

/** 'Mot de passe oublié' (issue 15): ask for a link by e-mail, then set a new password with its token. */
@ApiTags('account')
@Controller('api/password-resets')
export class PasswordResetsController {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @NoStore()
  @Post()
  @HttpCode(202)
  @Throttled('reset')
  @ApiBody({ schema: toOpenApi(passwordResetRequestSchema) })
  @ApiAcceptedResponse({ description: 'Même réponse, que le compte existe ou non' })
  @ApiTooManyRequestsResponse({ description: 'Trop de demandes pour cette adresse ou depuis ce client' })
  request(@Body(new SchemaPipe(passwordResetRequestSchema)) body: { email: string }) {
    return this.resets.request(body.email);
  }

  @Public()
  @NoStore()
  @Post('confirm')
  @HttpCode(204)
  @ApiBody({ schema: toOpenApi(passwordResetConfirmSchema) })
  @ApiNoContentResponse({ description: 'Mot de passe changé ; toutes les sessions sont fermées' })
  @ApiBadRequestResponse({ description: 'Ce lien de réinitialisation est invalide ou a expiré.' })
  async confirm(
    @Body(new SchemaPipe(passwordResetConfirmSchema)) body: PasswordInput & { token: string },
  ): Promise<void> {
    await this.resets.confirm(body.token, body);
  }
}
