import { Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CachePolicyInterceptor } from '../common/cache-policy';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, RuntimeConfig } from '../config/app-config';
import { AssociationMember } from '../data-model/association-member.entity';
import { Family } from '../data-model/family.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { User } from '../data-model/user.entity';
import { JwtAuthGuard } from './jwt-auth.guard';
import { PasswordService } from './password.service';
import { ThrottlingModule } from './throttling';
import { AssociationSecurityService } from './two-factor/association-security.service';
import { MfaChallenges } from './two-factor/challenges';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorService } from './two-factor/two-factor.service';

@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([User, AssociationMember, Family]),
    ThrottlingModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: RuntimeConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: '24h' },
        verifyOptions: { algorithms: ['HS256'], maxAge: '24h' },
      }),
    }),
  ],
  controllers: [AuthController, TwoFactorController],
  providers: [
    AuthService,
    PasswordService,
    MfaChallenges,
    TwoFactorService,
    AssociationSecurityService,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_INTERCEPTOR, useClass: CachePolicyInterceptor },
  ],
  exports: [AuthService, PasswordService, MfaChallenges, TwoFactorService],
})
export class AuthModule {}
