/**
 * Outgoing mail: SMTP (nodemailer) when SMTP_URL is set; otherwise each message goes to the
 * outbox table and the server log, links included, so a demo can follow them.
 */
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** Links in the body, listed so the log and the outbox show them plainly. */
  links?: string[];
  orgId?: number | null;
  /** Where replies go (the organization's accounting e-mail on invoice and statement mails). */
  replyTo?: string;
  /** Files sent with the mail (an invoice's PDF): SMTP sends them; without SMTP the outbox names each (file name, type, size, SHA-256) and the log lists them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM_ADDRESS = 'Secure Invoice Suite <no-reply@localhost>';

export function createMailer(opts: { db: Db; smtpUrl?: string; log?: (line: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({
          from: FROM_ADDRESS,
          to: m.to,
          ...(m.replyTo ? { replyTo: m.replyTo } : {}),
          subject: m.subject,
          text: m.body,
          attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) })),
        });
      },
    };
  }
  const log = opts.log ?? ((line: string) => console.log(line));
  return {
    async send(m) {
      await opts.db.insert(outbox).values({ organizationId: m.orgId ?? null, to: m.to.toLowerCase(), replyTo: m.replyTo ?? null, subject: m.subject, body: m.body, links: m.links ?? [], attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, content_type: a.contentType, size: a.content.length, sha256: createHash('sha256').update(a.content).digest('hex') })) });
      log(`[mail] to ${m.to}${m.replyTo ? ` (reply to ${m.replyTo})` : ''}: ${m.subject}${(m.links ?? []).map((l) => `\n[mail]   ${l}`).join('')}${(m.attachments ?? []).map((a) => `\n[mail]   attached: ${a.filename} (${a.content.length} bytes)`).join('')}`);
    },
  };
}

/** The outbox, newest first; optionally only the mail to one address. */
export async function readOutbox(db: Db, filter: { to?: string } = {}) {
  const conditions: SQL[] = [];
  if (filter.to) conditions.push(eq(outbox.to, filter.to.toLowerCase()));
  return db
    .select()
    .from(outbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outbox.id));
}
