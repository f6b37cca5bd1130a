import { intOption, UsageError, type Command } from '../command';

export const demoMarketCommand: Command = {
  name: 'demo-market',
  summary: 'Run the demo marketplace (a local marketplace API with a generated shop) on 127.0.0.1',
  usage:
    'demo-market [--port N] [--seed N] [--offers N] [--orders N] [--ratings N] [--control] [--state-dir D]\n' +
    '                       [--vendor NAME] [--activity SECONDS] [--latency MS] [--api documents|2026]\n' +
    '  --api: the marketplace as the documents describe it (default) or as Allegro is in 2026',
  options: {
    port: { type: 'string' },
    seed: { type: 'string' },
    offers: { type: 'string' },
    orders: { type: 'string' },
    ratings: { type: 'string' },
    control: { type: 'boolean' },
    'state-dir': { type: 'string' },
    vendor: { type: 'string' },
    activity: { type: 'string' },
    latency: { type: 'string' },
    api: { type: 'string' },
  },
  async run(ctx, values) {
    const stateDir = values['state-dir'];
    const vendor = values.vendor;
    if (stateDir !== undefined && (typeof stateDir !== 'string' || stateDir === '')) {
      throw new UsageError('--state-dir needs a folder');
    }
    if (vendor !== undefined && (typeof vendor !== 'string' || !/^[a-z0-9-]+$/.test(vendor))) {
      throw new UsageError('--vendor needs lower-case letters, digits or dashes');
    }
    const api = values.api;
    if (api !== undefined && api !== 'documents' && api !== '2026') {
      throw new UsageError('--api is documents or 2026');
    }
    const activity = values.activity === undefined ? undefined : intOption(values, 'activity', 0, 1);
    // Loaded here rather than with every command: it is most of the command line's start-up.
    const { startDemoMarket } = await import('../../demo-market');
    const market = await startDemoMarket({
      port: intOption(values, 'port', 0),
      seed: intOption(values, 'seed', 1),
      ...(values.offers !== undefined ? { offers: intOption(values, 'offers', 0) } : {}),
      ...(values.orders !== undefined ? { orders: intOption(values, 'orders', 0) } : {}),
      ...(values.ratings !== undefined ? { ratings: intOption(values, 'ratings', 0) } : {}),
      control: values.control === true,
      ...(stateDir !== undefined ? { stateDir } : {}),
      ...(vendor !== undefined ? { vendor } : {}),
      ...(api !== undefined ? { api } : {}),
      ...(activity !== undefined ? { activitySeconds: activity } : {}),
      ...(values.latency !== undefined ? { latencyMs: intOption(values, 'latency', 0) } : {}),
    });
    ctx.io.stdout(`Demo marketplace: ${market.url}`);
    await ctx.stopSignal;
    await market.close();
    return 0;
  },
};
