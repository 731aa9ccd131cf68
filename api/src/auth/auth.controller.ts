import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SchemaPipe, toOpenApi } from '../common/validation';
import { Public } from './auth.decorators';
import { AuthService } from './auth.service';
import { loginSchema } from './dto/login.schema';
import { LoginAttempts } from './login-attempts';

@ApiTags('auth')
@Controller('login')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly attempts: LoginAttempts,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiBody({ schema: toOpenApi(loginSchema) })
  @ApiOkResponse({ schema: { type: 'object', properties: { token: { type: 'string' } } } })
  @ApiUnauthorizedResponse({ description: 'Mot de passe ou utilisateur incorrect' })
  @ApiTooManyRequestsResponse({ description: 'Trop de tentatives' })
  async login(@Ip() ip: string, @Body(new SchemaPipe(loginSchema)) body: { email: string; password: string }) {
    this.attempts.assertAllowed(ip, body.email);
    try {
      const result = await this.auth.login(body.email, body.password);
      this.attempts.recordSuccess(ip, body.email);
      return result;
    } catch (error) {
      this.attempts.recordFailure(ip, body.email);
      throw error;
    }
  }
}
