import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../helpers/cli';

/**
 * Every runtime import cycle under electron/, renderer/ and shared/. Type-only imports are left out: they vanish
 * from the built code, so they cannot make a module read another before it is initialised.
 */
async function runtimeCycles(): Promise<string[]> {
  const result = await cruise(['electron', 'renderer', 'shared'], {
    baseDir: projectRoot,
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    validate: true,
    ruleSet: {
      forbidden: [
        {
          name: 'no-runtime-cycle',
          severity: 'error',
          from: {},
          to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
        },
      ],
    },
  });
  const output = result.output as ICruiseResult;
  const cycles = new Set<string>();
  for (const module of output.modules)
    for (const dep of module.dependencies)
      if (dep.circular && dep.rules?.some((r) => r.name === 'no-runtime-cycle')) {
        const path = (dep.cycle ?? []).map((step) => step.name);
        cycles.add([module.source, ...path].join(' -> '));
      }
  return [...cycles].sort();
}

describe('imports', () => {
  // The cruise of the three trees takes about 7 s.
  it('form no cycle at run time', { timeout: 60_000 }, async () => {
    expect(await runtimeCycles()).toEqual([]);
  });
});
