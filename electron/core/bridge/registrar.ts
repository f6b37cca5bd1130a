import { accountRuleOf, channels, type ChannelName, type Handlers } from '../../../shared/contract';
import type { Envelope } from '../../../shared/errors';
import { toErrorData } from '../kernel/errors';
import type { Logger } from '../kernel/ports';

export interface Registrar<Sender> {
  /**
   * Checks the sender, parses the input with the contract's schema, resolves the account by the channel's rule,
   * calls one handler, wraps the answer.
   */
  dispatch(sender: Sender, channel: string, input: unknown): Promise<Envelope<unknown>>;
  readonly channelNames: readonly ChannelName[];
}

export interface RegistrarOptions<Sender> {
  handlers: Handlers;
  isTrustedSender: (sender: Sender) => boolean;
  /** The account a call that names none is about; null before any sign-in. */
  activeAccountId: () => string | null;
  logger: Logger;
}

const isChannel = (name: string): name is ChannelName => Object.hasOwn(channels, name);

export function createRegistrar<Sender>(options: RegistrarOptions<Sender>): Registrar<Sender> {
  const { handlers, isTrustedSender, activeAccountId, logger } = options;
  return {
    channelNames: Object.keys(channels) as ChannelName[],
    async dispatch(sender, channel, input) {
      if (!isTrustedSender(sender)) {
        logger.warn('bridge call from an untrusted sender refused', { channel });
        return fail('FORBIDDEN_SENDER', 'This caller may not use the bridge.');
      }
      if (!isChannel(channel)) return fail('UNKNOWN_CHANNEL', `Unknown channel "${channel}".`);
      const parsed = channels[channel].input.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
        return fail(
          'VALIDATION_FAILED',
          `Invalid input for ${channel}${where}: ${issue?.message ?? 'invalid'}`,
        );
      }
      let value: unknown = parsed.data;
      const rule = accountRuleOf(channel);
      if (rule !== undefined) {
        const named = parsed.data as { accountId?: string | undefined } | undefined;
        const accountId = named?.accountId ?? activeAccountId();
        if (accountId === null) {
          if (rule === 'required')
            return fail('NO_ACCOUNT', `${channel} needs an account and none is signed in.`);
          // A copy: the contract's empty answer is shared by every call and must not be changed by one.
          return { ok: true, data: structuredClone(rule.empty) };
        }
        value = { ...named, accountId };
      }
      try {
        const handler = handlers[channel] as (input: unknown) => unknown;
        return { ok: true, data: await handler(value) };
      } catch (error) {
        const data = toErrorData(error);
        if (data.code === 'INTERNAL') logger.error('bridge handler failed', { channel, error });
        return { ok: false, error: data };
      }
    },
  };
}

function fail(
  code: 'FORBIDDEN_SENDER' | 'UNKNOWN_CHANNEL' | 'VALIDATION_FAILED' | 'NO_ACCOUNT',
  message: string,
) {
  return { ok: false as const, error: { code, message } };
}
