import { Global, Module } from '@nestjs/common';
import { LiveEventsBus } from './live-events.bus';

/** The live event bus, for every module that publishes (docs/architecture.md#event-stream). */
@Global()
@Module({ providers: [LiveEventsBus], exports: [LiveEventsBus] })
export class EventsModule {}
