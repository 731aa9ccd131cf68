import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Access } from '../common/access.decorator';
import { Throttled } from '../auth/throttling';
import { NoStore } from '../common/cache-policy';
import { chosenPassword } from '@petfoster/contracts/common-passwords';
import {
  passwordResetConfirm,
  passwordResetRequestSchema,
  type PasswordResetConfirmInput,
  type PasswordResetRequestInput,
} from '@petfoster/contracts/schemas';
import { ValidBody } from '../common/validation';

/** The validation rules (docs/product.md#validation), and a chosen password must not be a common one (docs/security.md#second-pass). */
const passwordResetConfirmSchema = passwordResetConfirm(chosenPassword);
import { PasswordResetService } from './password-reset.service';

/** 'Mot de passe oublié' (docs/mail.md): ask for a link by e-mail, then set a new password with its token. */
@ApiTags('account')
@Controller('api/password-resets')
export class PasswordResetsController {
  constructor(private readonly resets: PasswordResetService) {}

  @NoStore()
  @Access('passwordReset.request')
  @Post()
  @HttpCode(202)
  @Throttled('reset')
  @ApiAcceptedResponse({ description: 'Même réponse, que le compte existe ou non' })
  @ApiTooManyRequestsResponse({ description: 'Trop de demandes pour cette adresse ou depuis ce client' })
  request(@ValidBody(passwordResetRequestSchema) body: PasswordResetRequestInput) {
    return this.resets.request(body.email);
  }

  @NoStore()
  @Access('passwordReset.confirm')
  @Post('confirm')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Mot de passe changé ; toutes les sessions sont fermées' })
  @ApiBadRequestResponse({ description: 'Ce lien de réinitialisation est invalide ou a expiré.' })
  async confirm(@ValidBody(passwordResetConfirmSchema) body: PasswordResetConfirmInput): Promise<void> {
    await this.resets.confirm(body.token, body);
  }
}
