// A minimal SMTP server that keeps, for every message, the time it arrived and its subject:
// the benchmark counts confirmation emails and times order commit → email without a mail
// sink's per-message bookkeeping (maildev stores and parses each one) in the measurement.
import { createServer } from 'node:net';

/**
 * @returns {Promise<{ port: number, messages: Array<{ subject: string, receivedAt: number }>, stop(): Promise<void> }>}
 */
export async function startSmtpSink() {
  const messages = [];
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = '';
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 bench-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) {
            // Keep the tail: the terminator may straddle two chunks.
            data += buffer.slice(0, Math.max(0, buffer.length - 4));
            buffer = buffer.slice(Math.max(0, buffer.length - 4));
            return;
          }
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const subject = /^Subject: (.*)$/im.exec(data)?.[1] ?? '';
          messages.push({ subject, receivedAt: Date.now() });
          data = '';
          reply('250 OK: queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-bench-sink\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'DATA') {
          inData = true;
          buffer = `\r\n${buffer}`; // a message may be empty: its terminator then follows DATA at once
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else reply('502 Command not implemented');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    messages,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
