import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is configured; otherwise each message is written to DATA_DIR/outbox as a
 * JSON file (and logged), so a developer can read the verification code without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.json`);
      await writeFile(
        file,
        JSON.stringify({ from: options.from, ...mail, at: new Date().toISOString() }, null, 2),
      );
      options.log(`mail to ${mail.to} written to ${file}`);
    },
  };
}
