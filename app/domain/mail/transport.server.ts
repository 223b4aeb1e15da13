import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

/**
 * Where e-mail goes: an SMTP server when `SMTP_URL` is set, otherwise `.eml` files under
 * `DATA_DIR/mail/` (one per message, named by its outbox id, written whole or not at all), so a
 * new machine sends nothing anywhere and a person can open what would have been sent.
 */

export interface OutgoingMail {
  /** The outbox id: also the Message-ID, so a resend after a crash is recognisably the same message. */
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly kind: "smtp" | "files";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const messageId = (mail: OutgoingMail, domain: string) => `<${mail.id}@${domain}>`;

function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
}

function toMessage(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    messageId: messageId(mail, domainOf(mail.from)),
    headers: mail.headers,
  };
}

export function smtpTransport(url: string, timeoutMs = 15_000): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : parsed.protocol === "smtps:" ? 465 : 587,
    secure: parsed.protocol === "smtps:",
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail(toMessage(mail));
    },
    close: () => transporter.close(),
  };
}

/** The `.eml` files of `dir`: the message is built by the same library, then renamed into place. */
export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(mail) {
      const info = await builder.sendMail(toMessage(mail));
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, `${mail.id}.eml`);
      const partial = `${target}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, target);
    },
    close: () => builder.close(),
  };
}
