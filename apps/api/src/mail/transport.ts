import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** The outbox row's id: the file transport names its file after it. */
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** Where mail goes: an SMTP server, or .eml files on disk. Throws when the message was not accepted. */
export interface MailTransport {
  readonly description: string;
  send(message: MailMessage): Promise<void>;
}

/** An SMTP server (`smtp://user:pass@host:port`, `smtps://…`). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const { host, port } = new URL(url);
  return {
    description: `SMTP ${host}${port ? `:${port}` : ''}`,
    send: async ({ id: _, ...message }) => {
      await transporter.sendMail(message);
    },
  };
}

/** Each message as `<dir>/<id>.eml`, written whole (a temporary file renamed) so no reader sees half a mail. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${dir}`,
    send: async ({ id, ...message }) => {
      const info = await transporter.sendMail(message);
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${id}.eml`);
      writeFileSync(`${path}.tmp`, info.message as Buffer);
      renameSync(`${path}.tmp`, path);
    },
  };
}
