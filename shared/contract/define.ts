import type { z } from 'zod';

/**
 * What a channel that reads or changes one account's data answers when the call names no account and none is signed
 * in: `{ empty }` answers that value (a list or a count on the first screen, before any sign-in, shows nothing
 * rather than an error), `'required'` answers a `NO_ACCOUNT` error (a detail or a change has no meaning without one).
 */
export type AccountRule<O> = 'required' | { readonly empty: O };

/**
 * A bridge channel: the zod schema that every input is parsed with at the edge, and the output type the
 * handler promises. The output is a phantom type: it is only checked by the compiler, never at runtime.
 */
export interface ChannelDef<I extends z.ZodType, O> {
  readonly input: I;
  readonly __output?: O;
  readonly account?: AccountRule<O>;
}

/** A channel about one account: the registrar resolves the account by its rule before the handler runs. */
export interface AccountChannelDef<I extends z.ZodType, O> extends ChannelDef<I, O> {
  readonly account: AccountRule<O>;
}

/** The inputs an account rule fits: they may name an account, and omitting it means the active one. */
type AccountInput = z.ZodType<{ accountId?: string | undefined } | undefined>;

interface Define<O> {
  <I extends z.ZodType>(input: I): ChannelDef<I, O>;
  <I extends AccountInput>(input: I, account: AccountRule<O>): AccountChannelDef<I, O>;
}

/**
 * `channel<Output>()(inputSchema)`: curried so the output can be named while the input is inferred. A second
 * argument declares the channel's account rule.
 */
export const channel = <O>(): Define<O> =>
  (<I extends z.ZodType>(input: I, account?: AccountRule<O>) =>
    account === undefined ? { input } : { input, account }) as Define<O>;

/** An event main pushes to the renderer; the payload type is phantom like a channel's output. */
export interface EventDef<P> {
  readonly __payload?: P;
}

export const event = <P>(): EventDef<P> => ({});
