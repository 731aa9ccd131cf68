import { Global, Module } from '@nestjs/common';
import { GeoBackfillService } from './geo-backfill.service';
import { GeoController } from './geo.controller';
import { GeoService } from './geo.service';

/**
 * Offline postal code -> département and coordinates, used by registrations, edits and the `near` filters; the
 * communes of a postal code for the forms (GET /api/geo/communes).
 */
@Global()
@Module({
  controllers: [GeoController],
  providers: [GeoService, GeoBackfillService],
  exports: [GeoService, GeoBackfillService],
})
export class GeoModule {}
