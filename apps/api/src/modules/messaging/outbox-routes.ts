import { endpoints } from '@northgate/contracts';
import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../http/route.ts';
import type { OutboxEntry } from './outbox.ts';
import type { RouteContext } from '../../http/route-context.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function messageCell(entry: OutboxEntry): string {
  return entry.redacted
    ? '<em>(removed after the retention period)</em>'
    : `<pre>${escapeHtml(entry.body)}</pre>`;
}

function renderOutboxPage(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.created_at)}</td><td>${e.channel}</td><td>${escapeHtml(e.recipient)}</td>` +
        `<td>${escapeHtml(e.subject ?? '')}</td><td>${e.state}</td><td>${e.attempts}</td>` +
        `<td>${escapeHtml(e.last_error ?? '')}</td><td>${messageCell(e)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title></head>
<body><h1>Dev outbox</h1>
<p>The message outbox, newest first. Locally a message is delivered by staying here: <em>sent</em> is
what production would have emailed or texted; <em>pending</em> waits for its next try, <em>failed</em>
ran out of tries (<code>pnpm --filter @northgate/api messages retry &lt;id&gt;</code> queues it again).</p>
<table border="1" cellpadding="6"><thead><tr><th>Queued</th><th>Channel</th><th>To</th><th>Subject</th><th>State</th><th>Tries</th><th>Last error</th><th>Message</th></tr></thead>
<tbody>${rows || '<tr><td colspan="8">Nothing sent yet.</td></tr>'}</tbody></table>
</body></html>`;
}

/** Local mode only (never registered in production): the message outbox, where local mode delivers. */
export async function outboxRoutes(app: FastifyInstance, { services }: RouteContext) {
  const route = createRouter(app, services);

  route(endpoints.devOutbox, {
    handler: async () => ({ messages: await services.outbox.latest() }),
  });

  route(endpoints.devOutboxPage, {
    handler: async () => renderOutboxPage(await services.outbox.latest()),
  });
}
