import type { Seller } from '../state/types';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f4;margin:0;padding:32px;color:#222}
main{max-width:460px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin-top:0}
label{display:block;padding:8px;border:1px solid #ddd;border-radius:6px;margin:8px 0;cursor:pointer}
.buttons{display:flex;gap:12px;margin-top:20px}
button{font-size:15px;padding:8px 18px;border-radius:6px;border:1px solid #999;background:#fff;cursor:pointer}
button[value=allow]{background:#ff5a00;border-color:#ff5a00;color:#fff}
.muted{color:#666;font-size:13px}
code{font-size:18px;letter-spacing:2px}
</style>
</head>
<body><main>${content}</main></body>
</html>`;
}

function sellerChoice(sellers: Seller[]): string {
  return sellers
    .map(
      (s, i) =>
        `<label><input type="radio" name="seller" value="${escapeHtml(s.id)}"${i === 0 ? ' checked' : ''}> ` +
        `${escapeHtml(s.login)} <span class="muted">(${escapeHtml(s.company?.name ?? `${s.firstName} ${s.lastName}`)}, id ${escapeHtml(s.id)})</span></label>`,
    )
    .join('\n');
}

const buttons = `<div class="buttons">
<button type="submit" name="decision" value="allow">Zezwól (Allow)</button>
<button type="submit" name="decision" value="deny">Odmów (Deny)</button>
</div>`;

/** The demo sign-in: choose one of the demo sellers, then allow or deny the application. */
export function authorizePage(opts: {
  requestId: string;
  clientId: string;
  sellers: Seller[];
  scopes: string[];
}) {
  return page(
    'Demo marketplace: zaloguj się',
    `<h1>Demo marketplace</h1>
<p>Aplikacja <strong>${escapeHtml(opts.clientId)}</strong> prosi o dostęp do konta sprzedawcy.</p>
<p class="muted">The application asks for access to a seller account. Choose a demo seller.</p>
<form method="post" action="/auth/oauth/authorize">
<input type="hidden" name="request" value="${escapeHtml(opts.requestId)}">
<fieldset style="border:0;padding:0"><legend>Sprzedawca (seller)</legend>
${sellerChoice(opts.sellers)}
</fieldset>
<p class="muted">Zakres (scope): ${escapeHtml(opts.scopes.join(' '))}</p>
${buttons}
</form>`,
  );
}

/** The page behind `verification_uri`: confirm a device's user code for a demo seller. */
export function devicePage(opts: { userCode: string; sellers: Seller[]; message?: string }) {
  const form = `<form method="post" action="/skojarz-aplikacje">
<label style="border:0;padding:0">Kod (code): <input name="user_code" value="${escapeHtml(opts.userCode)}" autocomplete="off"></label>
<fieldset style="border:0;padding:0"><legend>Sprzedawca (seller)</legend>
${sellerChoice(opts.sellers)}
</fieldset>
${buttons}
</form>`;
  return page(
    'Demo marketplace: powiąż aplikację',
    `<h1>Powiąż aplikację (link a device)</h1>
${opts.message ? `<p role="status">${escapeHtml(opts.message)}</p>` : ''}
${form}`,
  );
}

export function messagePage(title: string, message: string) {
  return page(title, `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p>`);
}
