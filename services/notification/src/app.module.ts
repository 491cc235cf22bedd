import { Module, type DynamicModule } from '@nestjs/common';
import { MessagingModule } from '@shop/messaging';
import { NOTIFICATION_CONFIG, type NotificationConfig } from './config';
import { Mailer } from './mail/mailer';
import { OrderEmails } from './order-emails/order-emails';

@Module({})
export class AppModule {
  static register(config: NotificationConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({
          name: 'notification',
          natsUrl: config.NATS_URL,
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          jetStreamReplicas: config.JETSTREAM_REPLICAS,
        }),
      ],
      providers: [{ provide: NOTIFICATION_CONFIG, useValue: config }, Mailer, OrderEmails],
    };
  }
}
