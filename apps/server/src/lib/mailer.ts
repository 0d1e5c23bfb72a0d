// Outgoing mail: SMTP when SMTP_URL is set, otherwise written to data/outbox/ and the log (nothing is lost in development).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (an invoice's PDF); the outbox writes them beside the message. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: { dataDir: string; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  return {
    async send(mail) {
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.txt`);
      writeFileSync(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
      for (const a of mail.attachments ?? []) writeFileSync(`${file}-${a.filename.replace(/[^a-z0-9.-]/gi, '_')}`, a.content);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
