import { Global, Module } from '@nestjs/common';
import { EventStreamService } from './event-stream.service';
import { EventsController } from './events.controller';
import { LiveEventsBus } from './live-events.bus';

/** The live event bus, for every module that publishes, and the stream that delivers it (docs/architecture.md#event-stream). */
@Global()
@Module({ controllers: [EventsController], providers: [LiveEventsBus, EventStreamService], exports: [LiveEventsBus] })
export class EventsModule {}
