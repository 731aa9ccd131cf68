import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Access('health.read')
  @Get()
  check() {
    return this.health.check();
  }

  /** The process answers (a liveness probe restarts it otherwise); says nothing of its dependencies. */
  @Access('health.read')
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Access('health.read')
  @Get('ready')
  ready() {
    return this.health.ready();
  }
}
