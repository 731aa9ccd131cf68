import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../common/access.decorator';
import { AuthUser, CurrentUser } from '../common/auth.decorators';
import { EventStreamService } from './event-stream.service';

/** The caller's live events (docs/architecture.md#event-stream); the stream's rules are the service's. */
@ApiTags('events')
@ApiBearerAuth()
@Controller('api/events')
export class EventsController {
  constructor(private readonly streams: EventStreamService) {}

  @Access('events.stream')
  @Get()
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'the last id received: the missed events follow' })
  stream(@CurrentUser() user: AuthUser, @Req() request: Request, @Res() response: Response): Promise<void> {
    return this.streams.stream(user, request, response);
  }
}
