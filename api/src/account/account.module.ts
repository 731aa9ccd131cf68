import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AccountTokens } from './account-tokens';
import { BackgroundTasks } from './background-tasks';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsController } from './password-resets.controller';

/** The mail work (docs/mail.md): 'Mon compte' (password, e-mail, names) and 'Mot de passe oublié'. */
@Module({
  controllers: [AccountController, PasswordResetsController],
  providers: [AccountService, PasswordResetService, AccountTokens, BackgroundTasks],
})
export class AccountModule {}
