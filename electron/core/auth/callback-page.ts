import type { Language } from '../../../shared/settings';

export type CallbackOutcome = 'success' | 'denied' | 'failed';

const texts: Record<Language, Record<CallbackOutcome, { title: string; body: string }>> = {
  pl: {
    success: { title: 'Zalogowano', body: 'Możesz zamknąć tę kartę i wrócić do Seller Desk.' },
    denied: {
      title: 'Logowanie przerwane',
      body: 'Nie udzielono zgody. Wróć do Seller Desk, aby spróbować ponownie.',
    },
    failed: {
      title: 'Nie udało się zalogować',
      body: 'Ta odpowiedź nie pasuje do logowania rozpoczętego w Seller Desk. Wróć do aplikacji i zacznij od nowa.',
    },
  },
  en: {
    success: { title: 'Signed in', body: 'You can close this tab and return to Seller Desk.' },
    denied: {
      title: 'Sign-in cancelled',
      body: 'Consent was not given. Return to Seller Desk to try again.',
    },
    failed: {
      title: 'Sign-in failed',
      body: 'This answer does not match a sign-in started in Seller Desk. Return to the app and start again.',
    },
  },
};

/** A fixed page: nothing from the request is echoed into it. */
export function callbackPage(language: Language, outcome: CallbackOutcome): string {
  const { title, body } = texts[language][outcome];
  const color = outcome === 'success' ? '#2b8a3e' : '#c92a2a';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${title} · Seller Desk</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;background:#f8f9fa;color:#212529}
main{background:#fff;padding:2.5rem 3rem;border-radius:12px;box-shadow:0 2px 12px #0002;max-width:28rem;text-align:center}
h1{color:${color};font-size:1.5rem;margin:0 0 .75rem}p{margin:0;line-height:1.5}</style></head>
<body><main><h1>${title}</h1><p>${body}</p></main></body></html>`;
}
