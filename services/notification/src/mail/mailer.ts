import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { connect } from 'node:net';
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
  /** Files sent along (a quote's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

const CONNECTION_TIMEOUT_MS = 10_000;

/**
 * The TCP connection to the SMTP server, with Nagle's algorithm off. nodemailer writes a message
 * in several small pieces and the server answers only after the last; with Nagle on, each piece
 * waits for the server's delayed acknowledgement, about 40 ms per message on every connection
 * (44 ms against 2.4 ms per message, measured on one connection). TLS, implicit or by STARTTLS,
 * is still negotiated by nodemailer over this socket.
 */
function connectWithoutDelay(
  host: string,
  port: number,
  callback: (error: Error | null, socket?: { connection: ReturnType<typeof connect> }) => void,
): void {
  const socket = connect({ host, port, noDelay: true, timeout: CONNECTION_TIMEOUT_MS });
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  const timedOut = () => fail(new Error(`Connecting to the SMTP server ${host}:${port} timed out`));
  socket.once('error', fail);
  socket.once('timeout', timedOut);
  socket.once('connect', () => {
    socket.off('error', fail);
    socket.off('timeout', timedOut);
    socket.setTimeout(0);
    callback(null, { connection: socket });
  });
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
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: 20_000,
      getSocket: (options, callback) => connectWithoutDelay(options.host!, options.port!, callback),
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
