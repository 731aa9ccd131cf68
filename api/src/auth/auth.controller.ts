import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SchemaPipe, toOpenApi } from '../common/validation';
import { Public } from './auth.decorators';
import { AuthService } from './auth.service';
import { loginSchema } from './dto/login.schema';
import { Throttled } from './throttling';

@ApiTags('auth')
@Controller('login')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post()
  @HttpCode(200)
  @Throttled('login')
  @ApiBody({ schema: toOpenApi(loginSchema) })
  @ApiOkResponse({ schema: { type: 'object', properties: { token: { type: 'string' } } } })
  @ApiUnauthorizedResponse({ description: 'Mot de passe ou utilisateur incorrect' })
  @ApiTooManyRequestsResponse({ description: 'Trop de tentatives (10 échecs par minute et par email)' })
  login(@Body(new SchemaPipe(loginSchema)) body: { email: string; password: string }) {
    return this.auth.login(body.email, body.password);
  }
}
