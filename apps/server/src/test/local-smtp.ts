import { SMTPServer } from 'smtp-server';

export interface LocalSmtp {
  url: string;
  messages: { to: string[]; raw: string }[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, keeping what it receives (tests and e2e). */
export async function startLocalSmtp(): Promise<LocalSmtp> {
  const messages: LocalSmtp['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
