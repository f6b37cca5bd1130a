import { randomUUID } from 'node:crypto';
import type { SignInStart } from '../../../shared/accounts';
import type { EnvironmentKind } from '../../../shared/app-info';
import type { Language } from '../../../shared/settings';
import { AppError } from '../kernel/errors';
import type { MarketEnvironment } from '../market/environments/environments';
import type { Clock, Logger } from '../kernel/ports';
import { startLoopbackListener, type LoopbackListener } from './loopback-listener';
import { codeChallengeS256, newCodeVerifier, newState } from './pkce';
import { TokenError, type TokenClient } from './token-client';
import type { TokenPair } from './token-vault';
import { iso } from '../kernel/time/iso';

export type { SignInStart };

export interface FlowResult {
  environment: MarketEnvironment;
  pair: TokenPair;
}

interface Flow {
  start: SignInStart;
  result: Promise<FlowResult>;
  cancel(): Promise<void>;
}

export interface SignInFlowsDeps {
  resolve: (kind: EnvironmentKind) => Promise<MarketEnvironment>;
  tokenClient: (environment: MarketEnvironment) => TokenClient;
  callbackPort: () => number;
  language: () => Language;
  clock: Clock;
  logger: Logger;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Sign-in flows, one at a time: the authorization code with PKCE S256 through a loopback listener, or the device
 * code. Starting a new flow cancels the previous one, so no listener is left open behind the seller's back.
 */
export function createSignInFlows(deps: SignInFlowsDeps) {
  let currentFlow: Flow | undefined;
  const sleep = deps.sleep ?? abortableSleep;

  async function replace(next: () => Promise<Flow>): Promise<SignInStart> {
    await currentFlow?.cancel();
    currentFlow = undefined;
    const flow = await next();
    currentFlow = flow;
    void flow.result.catch(() => undefined);
    return flow.start;
  }

  async function browser(kind: EnvironmentKind, portOverride?: number): Promise<Flow> {
    const environment = await deps.resolve(kind);
    const state = newState();
    const verifier = newCodeVerifier();
    const listener: LoopbackListener = await startLoopbackListener({
      port: portOverride ?? (environment.anyCallbackPort ? 0 : deps.callbackPort()),
      expectedState: state,
      language: deps.language(),
    });
    const url = new URL(`${environment.authUrl}/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: environment.clientId,
      redirect_uri: listener.redirectUri,
      state,
      code_challenge: codeChallengeS256(verifier),
      code_challenge_method: 'S256',
    }).toString();
    const result = listener.result.then(async ({ code }) => {
      // The code lives ten seconds: exchange it before anything else.
      const pair = await deps
        .tokenClient(environment)
        .exchangeCode({ code, redirectUri: listener.redirectUri, codeVerifier: verifier })
        .catch((error: unknown) => {
          throw signInError(error, 'The marketplace refused the authorization code');
        });
      return { environment, pair };
    });
    return {
      start: { flowId: randomUUID(), method: 'browser', url: url.toString() },
      result,
      cancel: () => listener.close(),
    };
  }

  async function device(kind: EnvironmentKind): Promise<Flow> {
    const environment = await deps.resolve(kind);
    const client = deps.tokenClient(environment);
    const started = await client.startDevice().catch((error: unknown) => {
      throw signInError(error, 'The marketplace did not start a device sign-in');
    });
    const expiresAt = deps.clock.now() + started.expires_in * 1000;
    const abort = new AbortController();
    const result = (async (): Promise<FlowResult> => {
      let interval = started.interval * 1000;
      for (;;) {
        await sleep(interval, abort.signal);
        if (deps.clock.now() > expiresAt) throw new AppError('SIGN_IN_FAILED', 'The sign-in code expired.');
        let answer: Awaited<ReturnType<TokenClient['pollDevice']>>;
        try {
          answer = await client.pollDevice(started.device_code);
        } catch (error) {
          if (error instanceof TokenError && error.kind === 'uncertain') continue;
          throw signInError(error, 'Device sign-in ended');
        }
        if (answer === 'slow_down') interval += 5000;
        else if (answer !== 'authorization_pending') return { environment, pair: answer };
      }
    })();
    return {
      start: {
        flowId: randomUUID(),
        method: 'device',
        userCode: started.user_code,
        verificationUri: started.verification_uri,
        verificationUriComplete: started.verification_uri_complete ?? null,
        expiresAt: iso(expiresAt),
      },
      result,
      cancel: () => {
        abort.abort(new AppError('SIGN_IN_FAILED', 'Sign-in was cancelled.'));
        return Promise.resolve();
      },
    };
  }

  return {
    /** `callbackPort` overrides the registered port for this one flow (the command line's --callback-port). */
    startBrowser: (kind: EnvironmentKind, callbackPort?: number) =>
      replace(() => browser(kind, callbackPort)),
    startDevice: (kind: EnvironmentKind) => replace(() => device(kind)),
    result(flowId: string): Promise<FlowResult> {
      if (!currentFlow || currentFlow.start.flowId !== flowId) {
        return Promise.reject(new AppError('NOT_FOUND', 'This sign-in is no longer running.'));
      }
      return currentFlow.result;
    },
    async cancel(flowId?: string): Promise<void> {
      if (currentFlow && (!flowId || currentFlow.start.flowId === flowId)) {
        await currentFlow.cancel();
        currentFlow = undefined;
      }
    },
  };
}

export type SignInFlows = ReturnType<typeof createSignInFlows>;

function signInError(error: unknown, what: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof TokenError) {
    if (error.oauthCode === 'access_denied') return new AppError('SIGN_IN_DENIED', `${what}: access denied.`);
    if (error.oauthCode === 'expired_token')
      return new AppError('SIGN_IN_FAILED', 'The sign-in code expired.');
    if (error.kind === 'uncertain') {
      return new AppError('OFFLINE', `${what}: the sign-in server could not be reached.`, { cause: error });
    }
    return new AppError('SIGN_IN_FAILED', `${what}: ${error.oauthCode} (${error.message})`, { cause: error });
  }
  return new AppError('SIGN_IN_FAILED', `${what}.`, { cause: error });
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
