import { Global, Module } from '@nestjs/common';
import { PrivateFilesService } from './private-files.service';

/** Private documents (docs/product.md#private-documents): stored apart from /uploads/, read only by checked routes. */
@Global()
@Module({ providers: [PrivateFilesService], exports: [PrivateFilesService] })
export class PrivateFilesModule {}
