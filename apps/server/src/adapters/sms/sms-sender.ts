/** A text message to one number. */
export interface SmsMessage {
  merchantId: number;
  to: string;
  body: string;
}

/** Sends SMS: the provider or the outbox (create-sms-sender.ts picks one from the configuration). */
export interface SmsSender {
  send(msg: SmsMessage): Promise<void>;
}
