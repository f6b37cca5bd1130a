import { ApiError, type ErrorSpec } from './errors';

type PageBound = { min?: number; max?: number; def: number };

/**
 * Query parameters as document 1 defines them: dotted names for nested fields, arrays by repeating the
 * parameter, `.gte/.lte` ranges and `.empty` existence filters. A resource decides whether a bad value
 * is a 400 (most) or a 422 (checkout forms, ratings).
 */
export class Query {
  constructor(
    readonly params: URLSearchParams,
    private readonly invalidStatus = 400,
  ) {}

  withStatus(status: number): Query {
    return new Query(this.params, status);
  }

  private invalid(name: string, message: string): ApiError {
    const spec: ErrorSpec = {
      code: 'VALIDATION_ERROR',
      message: `Invalid parameter ${name}: ${message}`,
      path: name,
      userMessage: {
        pl: `Niepoprawna wartość parametru ${name}.`,
        en: `Invalid value of the parameter ${name}.`,
      },
    };
    return new ApiError(this.invalidStatus, [spec]);
  }

  has(name: string): boolean {
    return this.params.has(name);
  }

  string(name: string): string | undefined {
    return this.params.get(name) ?? undefined;
  }

  all(name: string): string[] {
    return this.params.getAll(name).filter((v) => v !== '');
  }

  int(name: string, opts: { min?: number; max?: number; def: number }): number;
  int(name: string, opts: { min?: number; max?: number }): number | undefined;
  int(name: string, opts: { min?: number; max?: number; def?: number }): number | undefined {
    const raw = this.params.get(name);
    if (raw === null || raw === '') return opts.def;
    if (!/^-?\d+$/.test(raw)) throw this.invalid(name, `"${raw}" is not an integer`);
    const n = Number(raw);
    if (opts.min !== undefined && n < opts.min) throw this.invalid(name, `must be at least ${opts.min}`);
    if (opts.max !== undefined && n > opts.max) throw this.invalid(name, `must be at most ${opts.max}`);
    return n;
  }

  /** `limit`, then `offset`, each within its own bounds. */
  page(bounds: { limit: PageBound; offset: PageBound }): { limit: number; offset: number } {
    return { limit: this.int('limit', bounds.limit), offset: this.int('offset', bounds.offset) };
  }

  number(name: string, opts: { min?: number } = {}): number | undefined {
    const raw = this.params.get(name);
    if (raw === null || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n)) throw this.invalid(name, `"${raw}" is not a number`);
    if (opts.min !== undefined && n < opts.min) throw this.invalid(name, `must be at least ${opts.min}`);
    return n;
  }

  bool(name: string): boolean | undefined {
    const raw = this.params.get(name);
    if (raw === null || raw === '') return undefined;
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    throw this.invalid(name, `"${raw}" is not true or false`);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const raw = this.params.get(name);
    if (raw === null || raw === '') return undefined;
    if (!(allowed as readonly string[]).includes(raw)) throw this.invalid(name, `"${raw}" is not allowed`);
    return raw as T;
  }

  allOf<T extends string>(name: string, allowed: readonly T[]): T[] {
    const values = this.all(name);
    for (const v of values) {
      if (!(allowed as readonly string[]).includes(v)) throw this.invalid(name, `"${v}" is not allowed`);
    }
    return values as T[];
  }

  date(name: string): number | undefined {
    const raw = this.params.get(name);
    if (raw === null || raw === '') return undefined;
    const ms = /^\d{4}-\d{2}-\d{2}T/.test(raw) ? Date.parse(raw) : NaN;
    if (Number.isNaN(ms)) throw this.invalid(name, `"${raw}" is not an ISO 8601 date-time`);
    return ms;
  }

  fail(name: string, message: string): ApiError {
    return this.invalid(name, message);
  }
}
