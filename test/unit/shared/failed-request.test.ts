import { describe, expect, it } from 'vitest';
import { failureText } from '../../../electron/cli/run';
import { AppError } from '../../../electron/core/kernel/errors';
import { errorOf, refusal } from '../../../electron/core/market/step-errors';
import { MarketError } from '../../../electron/core/market/market-error';
import { errorText } from '../../../renderer/src/app/error-text';
import { translate, type MessageKey } from '../../../renderer/src/i18n/translate';
import { requestLine } from '../../../shared/errors';

const t = (key: MessageKey, vars?: Record<string, string | number>) => translate('pl', key, vars);
const request = { method: 'GET', path: '/sale/disputes', status: 404 };
const notFound = (userMessage?: string) =>
  new MarketError('NOT_FOUND', 'GET /sale/disputes answered 404 NOT_FOUND: Not found', {
    status: 404,
    marketCode: 'NOT_FOUND',
    path: null,
    method: 'GET',
    url: 'https://api.example/sale/disputes?limit=100',
    requestPath: '/sale/disputes',
    traceId: 'tr-1',
    ...(userMessage ? { userMessage } : {}),
  });

describe('a failure names its request', () => {
  it.each([
    [request, 'tr-1', 'GET /sale/disputes → 404, Trace-Id: tr-1'],
    [request, undefined, 'GET /sale/disputes → 404'],
    [{ ...request, status: 0 }, undefined, 'GET /sale/disputes → no answer'],
    [undefined, 'tr-1', 'Trace-Id: tr-1'],
    [undefined, undefined, ''],
  ])('%j %s', (req, traceId, line) => {
    expect(requestLine(req, traceId)).toBe(line);
  });

  it('a marketplace error carries the path asked for, without the address or the query', () => {
    expect(notFound().request).toEqual(request);
  });

  it('on the command line: the marketplace’s words, then the request and its Trace-Id; never a bare "Not found"', () => {
    expect(failureText(notFound('Nie znaleziono'))).toBe(
      'Nie znaleziono (GET /sale/disputes → 404, Trace-Id: tr-1)',
    );
    expect(failureText(notFound())).toBe(
      'GET /sale/disputes answered 404 NOT_FOUND: Not found (Trace-Id: tr-1)',
    );
    expect(failureText(new AppError('NOT_CONFIGURED', 'No client ID.'))).toBe('No client ID.');
  });

  it('in the window: the same, through the bridge data and the sync status', () => {
    const { request: req, traceId, code, userMessage } = notFound('Nie znaleziono');
    expect(errorText({ code, userMessage, traceId, request: req }, t)).toBe(
      'Nie znaleziono (GET /sale/disputes → 404, Trace-Id: tr-1)',
    );
    expect(errorText({ code: 'NOT_FOUND', request: req }, t)).toBe(
      `${t('errors.NOT_FOUND')} (GET /sale/disputes → 404)`,
    );
  });

  it('a change or a parcel the marketplace refused: its words, then the request (beside a field, the words alone)', () => {
    expect(errorOf(notFound('Nie znaleziono'))).toEqual({
      path: null,
      code: 'NOT_FOUND',
      userMessage: 'Nie znaleziono (GET /sale/disputes → 404, Trace-Id: tr-1)',
      request,
      traceId: 'tr-1',
    });
    const atField = new MarketError('MARKET_ERROR', 'POST /x answered 422', {
      status: 422,
      marketCode: 'VALIDATION_ERROR',
      path: 'receiver.postalCode',
      method: 'POST',
      url: 'https://api.example/x',
      requestPath: '/x',
      userMessage: 'Zły kod pocztowy',
    });
    expect(refusal(atField)).toEqual([
      {
        path: 'receiver.postalCode',
        code: 'VALIDATION_ERROR',
        userMessage: 'Zły kod pocztowy',
        request: { method: 'POST', path: '/x', status: 422 },
      },
    ]);
  });
});
