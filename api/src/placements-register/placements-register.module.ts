import { Module } from '@nestjs/common';
import { PlacementsRegisterController } from './placements-register.controller';
import { PlacementsRegisterService } from './placements-register.service';
import { RegisterErasure } from './register-erasure';

/**
 * The register the law asks of associations that place animals in foster families (docs/product.md#placements-register):
 * its export, and the job that erases a deleted family's names and address from it when their retention ends.
 */
@Module({
  controllers: [PlacementsRegisterController],
  providers: [PlacementsRegisterService, RegisterErasure],
})
export class PlacementsRegisterModule {}
