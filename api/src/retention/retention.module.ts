import { Module } from '@nestjs/common';
import { AssociationsModule } from '../associations/associations.module';
import { FamiliesModule } from '../families/families.module';
import { PersonalDataRetention } from './personal-data-retention';

/**
 * The retention periods the privacy page states (docs/security.md#retention): a daily job that deletes refused
 * requests and warns, then deletes, accounts unused for years, through the families' and associations' own deletions.
 */
@Module({
  imports: [FamiliesModule, AssociationsModule],
  providers: [PersonalDataRetention],
})
export class RetentionModule {}
