import { Global, Module } from '@nestjs/common';
import { GeoBackfillService } from './geo-backfill.service';
import { GeoService } from './geo.service';

/** Offline postal code -> département and coordinates, used by registrations, edits and the `near` filters. */
@Global()
@Module({ providers: [GeoService, GeoBackfillService], exports: [GeoService, GeoBackfillService] })
export class GeoModule {}
