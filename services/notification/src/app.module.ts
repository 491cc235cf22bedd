import { Module, type DynamicModule } from '@nestjs/common';
import { MessagingModule } from '@shop/messaging';
import { NOTIFICATION_CONFIG, type NotificationConfig } from './config';
import { EventEmails } from './mail/event-emails';
import { Mailer } from './mail/mailer';
import { OrderEmailProcessor } from './order-emails/order-email.processor';
import { OrderEmailQueue } from './order-emails/order-email.queue';
import { OrderEventsHandler } from './order-emails/order-events.handler';
import { ReviewRequestEventsHandler } from './review-requests/review-request-events.handler';
import { TradeEmailEventsHandler } from './trade-emails/trade-email-events.handler';

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
      // Events in (OrderEventsHandler), emails out (OrderEmailProcessor), the queue between them;
      // review request emails and the trade programme's carry all they say in their event.
      controllers: [OrderEventsHandler, ReviewRequestEventsHandler, TradeEmailEventsHandler],
      providers: [{ provide: NOTIFICATION_CONFIG, useValue: config }, Mailer, OrderEmailQueue, OrderEmailProcessor, EventEmails],
    };
  }
}
