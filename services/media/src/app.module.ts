import { Module, type DynamicModule } from '@nestjs/common';
import { MessagingModule } from '@shop/messaging';
import { MEDIA_CONFIG, type MediaConfig } from './config';
import { ImageProcessor } from './images/image.processor';
import { ImageQueue } from './images/image.queue';
import { UploadedImagesHandler } from './images/uploaded-images.handler';
import { UploadedImages } from './images/uploaded-images.service';

@Module({})
export class AppModule {
  static register(config: MediaConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({
          name: 'media',
          natsUrl: config.NATS_URL,
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          jetStreamReplicas: config.JETSTREAM_REPLICAS,
        }),
      ],
      // Uploads in (UploadedImagesHandler, from the gateway), sizes out (ImageProcessor), the queue between them.
      controllers: [UploadedImagesHandler],
      providers: [{ provide: MEDIA_CONFIG, useValue: config }, ImageQueue, UploadedImages, ImageProcessor],
    };
  }
}
