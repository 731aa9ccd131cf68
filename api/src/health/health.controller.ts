import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@petfoster/contracts';
import { Public } from '../auth/auth.decorators';
import { DatabaseService } from '../database/database.service';
import { isShuttingDown } from './shutdown-state';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly db: DatabaseService) {}

  @Public()
  @Get()
  async check() {
    if (isShuttingDown() || !(await this.db.ping()))
      throw new ServiceUnavailableException(API_MESSAGES.databaseUnavailable);
    return { status: 'ok' };
  }
}
