import { Module } from '@nestjs/common';
import { PlacementsRegisterController } from './placements-register.controller';
import { PlacementsRegisterService } from './placements-register.service';

/** The register the law asks of associations that place animals in foster families (docs/product.md#placements-register). */
@Module({
  controllers: [PlacementsRegisterController],
  providers: [PlacementsRegisterService],
})
export class PlacementsRegisterModule {}
