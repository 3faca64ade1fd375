/** An e-mail to one address; the merchant's outbox keeps it when no SMTP server is configured. */
export interface MailMessage {
  merchantId: number;
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: SMTP or the outbox (create-mailer.ts picks one from the configuration). */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}
