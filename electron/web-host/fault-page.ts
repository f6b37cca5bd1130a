import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultAction, StartupFault } from '../core/start/start-core';
import { allowedOrigins, tokensMatch } from './security';

/** What a browser page can do about a fault: opening the folder or restoring a file needs the desktop app. */
export type PageAction = Extract<FaultAction, 'moveAside' | 'retry' | 'quit'>;
const pageActions: readonly PageAction[] = ['moveAside', 'retry', 'quit'];

/** The actions' request paths (POST, with the run's token in the form). */
export const faultActionPath = '/startup/action';

const labels: Record<PageAction, { pl: string; en: string }> = {
  moveAside: { pl: 'Odłóż kopię na bok i synchronizuj od nowa', en: 'Move the copy aside and sync anew' },
  retry: { pl: 'Spróbuj ponownie', en: 'Try again' },
  quit: { pl: 'Zakończ', en: 'Quit' },
};

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Every fault text is escaped: it holds file paths and SQLite's words, which are not the page's markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => escapes[c]!);

/** The page's own policy: no script at all, its inline style, and forms that post only to this host. */
export function faultPagePolicy(): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The page the web host shows instead of the app when the data folder could not be opened: what failed (pl and
 * en), the file and folder, and the actions that fit, each a form posting the run's token. Without the token (an
 * address copied without it) the page says what failed but offers no action.
 */
export function renderFaultPage(fault: StartupFault, token: string | null): string {
  const actions = token === null ? [] : pageActions.filter((a) => fault.actions.includes(a));
  const forms = actions
    .map(
      (action) =>
        `<form method="post" action="${faultActionPath}"><input type="hidden" name="token" value="${escapeHtml(token!)}">` +
        `<input type="hidden" name="action" value="${action}"><button type="submit">${escapeHtml(labels[action].pl)} / ${escapeHtml(labels[action].en)}</button></form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>Seller Desk</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:44rem;margin:3rem auto;padding:0 1rem}code{word-break:break-all}form{display:inline-block;margin:0 .5rem .5rem 0}</style>
</head><body>
<h1>Seller Desk</h1>
<p lang="pl">${escapeHtml(fault.message.pl)}</p>
<p lang="en">${escapeHtml(fault.message.en)}</p>
<p>Plik / File: <code>${escapeHtml(fault.file)}</code><br>Folder danych / Data folder: <code>${escapeHtml(fault.dataDir)}</code></p>
<details><summary>Szczegóły / Details</summary><pre>${escapeHtml(`${fault.code}: ${fault.detail}`)}</pre></details>
${forms}
</body></html>`;
}

/** Reads a small urlencoded form; a larger body is not one of ours. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 4096) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A POST of one of the fault page's actions: a page of this host (Origin), this run's token, and an action the
 * fault offers; anything else is refused with its status and nothing is done.
 */
export async function faultAction(
  req: IncomingMessage,
  res: ServerResponse,
  context: { port: number; token: string; fault: StartupFault },
): Promise<PageAction | null> {
  const refuse = (status: number, text: string): null => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
    return null;
  };
  if (!allowedOrigins(context.port).has(req.headers.origin ?? '')) return refuse(403, 'Forbidden origin');
  const form = await readForm(req);
  if (!form) return refuse(413, 'Too large');
  if (!tokensMatch(context.token, form.get('token'))) return refuse(401, 'Unauthorized');
  const action = form.get('action') as PageAction | null;
  if (!action || !pageActions.includes(action) || !context.fault.actions.includes(action)) {
    return refuse(400, 'This action is not offered');
  }
  return action;
}
