import { Module } from '@nestjs/common';
import { VerificationsController } from './verifications.controller';
import { VerificationsService } from './verifications.service';

/** Verified associations (docs/product.md#verified-associations): requests and their private documents. */
@Module({ controllers: [VerificationsController], providers: [VerificationsService], exports: [VerificationsService] })
export class VerificationsModule {}
