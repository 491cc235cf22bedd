import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per event, so a mail client can tell a resend from a new message. */
  messageId: string;
  /** The request that led to this email, as `X-Correlation-Id`: support can find its log lines. */
  correlationId?: string;
}

/** SMTP delivery: the development mail sink or the production relay, by settings alone. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig) {
    this.transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
      pool: true,
      maxConnections: config.SMTP_MAX_CONNECTIONS,
      connectionTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send({ correlationId, ...mail }: OutgoingMail): Promise<void> {
    const headers = correlationId ? { 'X-Correlation-Id': correlationId } : undefined;
    await this.transport.sendMail({ from: this.config.MAIL_FROM, headers, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
