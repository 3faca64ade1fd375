import type { InboxAudience } from '@bet/contracts/operator/operator-inbox';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The audience in words, as the sent list shows it ("VIP 5 · label vip · line of demoagent"). */
export function describeAudience(audience: InboxAudience): string {
  if (audience.kind === 'player') return `player ${audience.username}`;
  if (audience.kind === 'everyone') return 'everyone';
  const f = audience.filter;
  const parts: string[] = [];
  if (f.label !== undefined) parts.push(`label ${f.label}`);
  if (f.vipLevel !== undefined) parts.push(`VIP ${f.vipLevel}`);
  if (f.agent !== undefined) parts.push(`line of ${f.agent}`);
  if (f.registeredFrom !== undefined || f.registeredTo !== undefined)
    parts.push(
      `registered ${f.registeredFrom === undefined ? '…' : day(f.registeredFrom)} – ${
        f.registeredTo === undefined ? '…' : day(f.registeredTo)
      }`,
    );
  return parts.join(' · ');
}

/** The stored audience read back (the column holds what `inboxAudience` accepted). */
export const storedAudience = (value: unknown): InboxAudience => value as InboxAudience;
