import { Module } from '@nestjs/common';
import { VerificationsController } from './verifications.controller';
import { VerificationsService } from './verifications.service';
import { VerificationQueueController } from './verification-queue.controller';
import { VerificationQueueService } from './verification-queue.service';

/**
 * Verified associations (docs/product.md#verified-associations): requests and their private documents, and the
 * platform administrators' queue that decides on them (docs/administration.md#verification-queue).
 */
@Module({
  controllers: [VerificationsController, VerificationQueueController],
  providers: [VerificationsService, VerificationQueueService],
  exports: [VerificationsService],
})
export class VerificationsModule {}
