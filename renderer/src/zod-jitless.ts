import { config } from 'zod';

// The window's CSP forbids eval, so zod's compiled parsers can never run here; without this, its probe for them (a
// `new Function` it catches, when its first object schema is made) is still reported as a CSP violation.
config({ jitless: true });
