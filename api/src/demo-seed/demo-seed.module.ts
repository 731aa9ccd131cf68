import { Module } from '@nestjs/common';
import { SeedService } from './seed.service';

/** The demo data loader (`SEED_DEMO=true`, `npm run seed -w api`): on top of the whole app, never a dependency of it. */
@Module({
  providers: [SeedService],
  exports: [SeedService],
})
export class DemoSeedModule {}
