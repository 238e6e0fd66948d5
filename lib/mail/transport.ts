import nodemailer from 'nodemailer';
import { env, storeName } from '@/lib/env';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** Delivers one message or throws why it could not. */
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void> };

const globalForTransport = globalThis as typeof globalThis & {
  __storeMailTransport?: MailTransport | null;
};

/** nodemailer over SMTP_URL (pooled connection). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const from = { name: storeName, address: env.MAIL_FROM || env.STORE_EMAIL };
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
  };
}

/** The configured transport; null means no SMTP_URL: messages stay in the outbox. */
export function currentTransport(): MailTransport | null {
  if (globalForTransport.__storeMailTransport === undefined) {
    globalForTransport.__storeMailTransport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null;
  }
  return globalForTransport.__storeMailTransport;
}

/** Replaces the transport (tests); undefined goes back to SMTP_URL on next use. */
export function setMailTransport(transport: MailTransport | null | undefined): void {
  globalForTransport.__storeMailTransport = transport;
}
