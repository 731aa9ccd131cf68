import { Global, Module, OnModuleDestroy, Inject } from '@nestjs/common';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { ImagesService } from './images.service';
import { IMAGE_STORE, type ImageStore } from './storage/image-store';
import { LocalImageStore } from './storage/local-image-store';
import { S3ImageStore } from './storage/s3-image-store';

@Global()
@Module({
  providers: [
    {
      provide: IMAGE_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: RuntimeConfig): ImageStore =>
        config.storage.driver === 's3' ? new S3ImageStore(config.storage) : new LocalImageStore(config.uploadDir),
    },
    ImagesService,
  ],
  exports: [ImagesService],
})
export class ImagesModule implements OnModuleDestroy {
  constructor(@Inject(IMAGE_STORE) private readonly store: ImageStore) {}

  onModuleDestroy(): void {
    if (this.store instanceof S3ImageStore) this.store.destroy();
  }
}
