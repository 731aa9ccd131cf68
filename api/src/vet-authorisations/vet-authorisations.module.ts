import { Module } from '@nestjs/common';
import { VetAuthorisationsController } from './vet-authorisations.controller';
import { VetAuthorisationsService } from './vet-authorisations.service';

/** Vet authorisations of a placement (docs/product.md#vet-authorisations). */
@Module({ controllers: [VetAuthorisationsController], providers: [VetAuthorisationsService] })
export class VetAuthorisationsModule {}
