import type { z } from 'zod';

/**
 * A bridge channel: the zod schema that every input is parsed with at the edge, and the output type the
 * handler promises. The output is a phantom type: it is only checked by the compiler, never at runtime.
 */
export interface ChannelDef<I extends z.ZodType, O> {
  readonly input: I;
  readonly __output?: O;
}

/** `channel<Output>()(inputSchema)`: curried so the output can be named while the input is inferred. */
export const channel =
  <O>() =>
  <I extends z.ZodType>(input: I): ChannelDef<I, O> => ({ input });

/** An event main pushes to the renderer; the payload type is phantom like a channel's output. */
export interface EventDef<P> {
  readonly __payload?: P;
}

export const event = <P>(): EventDef<P> => ({});
