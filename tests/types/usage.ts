// Typed use of package/failure-map.d.ts, compiled (never run) by tsc in tests/types/types.test.js.
// Each `@ts-expect-error` line must be an error: if a declaration became `any` or too loose, the
// directive itself fails the compile.
import FailureMap = require('failure-map');
import type {
  CaseEventDetail, ErrorEventDetail, ExecResult, Exploration, FailureMapApi, FailureMapLab, FailureMapTryfix, LogCheck, Report, SolveResult,
  TrainingResult,
} from 'failure-map';

export async function useTheApi(): Promise<string> {
  const version: string = FailureMap.version;
  // @ts-expect-error the version is read-only
  FailureMap.version = '9.9.9';
  const api: FailureMapApi = await FailureMap.load();
  const ids: Array<'broken' | 'unsuccessful-fix' | 'repair'> = api.implementations().map((impl) => impl.id);
  const report: Report = api.run('repair', { n: '0.1' });
  const exit: 0 | 1 = report.exitCode;
  const actual: string = report.observations[0].actual;
  const ulps: string | null = report.observations[0].ulps;
  // @ts-expect-error n is text (a Python literal), not a number
  api.run('repair', { n: 0.1 });
  // @ts-expect-error an id is required
  api.run();
  const explored: Exploration = api.explore({ fields: [{ check: 'a', weighted_sums: '1, 2', weight_sums: '1, 1', expected: '1.5' }], mode: 'tolerance', tolerance: '1e-9' });
  // @ts-expect-error mode is "exact" or "tolerance"
  api.explore({ mode: 'approximate' });
  const n: string | null = explored.n;
  const state = api.readFragment('#n=0.1');
  const hash: string = api.writeFragment({ n: state.n, mode: 'exact' });
  const start: string = api.record().implementations[1].solve;
  // @ts-expect-error the starting code is text
  const notText: number = api.record().implementations[1].solve;

  const lab: FailureMapLab = await FailureMap.loadLab();
  const trained: TrainingResult = lab.train({ accum: '8' }, { sweep: false, maxAccum: 16 });
  const lastLoss: number = trained.run.strategies[0].loss[0];
  const sweepK: number[] | undefined = trained.sweep?.accum;
  const checked: LogCheck = lab.check(new Uint8Array([1, 2]));
  const repair: string = checked.results.repair;
  const stepCount: number | undefined = checked.stepsTotal;
  // @ts-expect-error a log is text, a Uint8Array or an ArrayBuffer
  lab.check(42);
  const fix: FailureMapTryfix = await FailureMap.loadTryfix();
  const solved: SolveResult = fix.solve(fix.solveStart(), { n: '0.1' });
  const ran: ExecResult = fix.exec('print(1)\n');
  const exitCode: number = ran.exitCode;
  const errorLine: number | undefined = solved.error?.line;
  const yourSummary: string | undefined = solved.report?.summary;
  // @ts-expect-error n is text (a Python literal)
  fix.solve('def solve(a, b):\n    return 0\n', { n: 1 });
  // @ts-expect-error the lab has no interpreter: that is failure-map-python.js's
  lab.solve('def solve(a, b):\n    return 0\n');
  const linked: string = api.writeFragment({ n: '1', solve: fix.solveStart() });
  console.log(errorLine, yourSummary, linked, exitCode);
  const markup: string = await FailureMap.render({ n: '0.1', show: ['broken'], prose: 'none', why: 'details', compact: true });
  const embed: FailureMap.RenderedEmbed = JSON.parse(await FailureMap.render({ format: 'json', show: 'broken repair' }));
  const firstWhy: string | null = embed.implementations[0].rows[0].why;
  // @ts-expect-error why is one of auto, column, line, details, none
  FailureMap.render({ why: 'sideways' });
  // @ts-expect-error compact is a boolean attribute's value
  FailureMap.render({ compact: 'yes' });
  // @ts-expect-error the lab has no renderer: that is failure-map-render.js's, behind FailureMap.render()
  lab.render({});
  console.log(markup, firstWhy);

  try {
    api.run('repair', { n: 'abc' });
  } catch (error) {
    const field: string | undefined = (error as FailureMap.FailureMapError).field;
    return `${version} ${ids.length} ${exit} ${actual} ${ulps} ${n} ${hash} ${lastLoss} ${sweepK} ${repair} ${stepCount} ${field}`;
  }
  return version;
}

export function useTheGlobal(): Promise<FailureMapApi> {
  // The classic script's global, as a page without a bundler sees it.
  return window.FailureMap.load();
}

export function useTheElements(): void {
  const widget = document.querySelector('failure-map-case');
  if (widget) {
    widget.n = '0.1';
    widget.controls = 'none';
    // @ts-expect-error controls is "full" or "none"
    widget.controls = 'some';
    // @ts-expect-error n is text
    widget.n = 1;
    widget.addEventListener('failure-map-ready', (event) => {
      const detail: CaseEventDetail = event.detail;
      const source: 'record' | 'custom' = detail.source;
      console.log(source);
    });
    widget.addEventListener('failure-map-error', (event) => {
      const detail: ErrorEventDetail = event.detail;
      const field: string | null = detail.field;
      console.log(field, detail.message);
    });
  }
  const created = document.createElement('failure-map-case');
  const controls: 'full' | 'none' = created.controls;

  const training = document.createElement('failure-map-training');
  const accum: string = training.settings.accum;
  const result: TrainingResult | null = training.result;
  const totalMs: number | undefined = training.recompute()?.totalMs;
  void training.load();
  training.addEventListener('failure-map-training-update', (event) => {
    console.log(event.detail.settings.accum, event.detail.timing.renderMs);
  });

  const log = document.createElement('failure-map-log');
  void log.check('step,weighted_sum,weight_sum\n1,1,1\n');
  const checked: LogCheck | null = log.result;
  log.addEventListener('failure-map-log-result', (event) => {
    const batches: number = event.detail.batches;
    console.log(batches);
  });
  document.addEventListener('failure-map-log-error', (event) => console.log(event.detail.message));
  // @ts-expect-error not an event of these elements
  log.addEventListener('failure-map-log-ready', (event) => console.log(event.detail));
  const tryfix = document.createElement('failure-map-tryfix');
  tryfix.code = 'def solve(weighted_sums, weight_sums):\n    return 0\n';
  const answer: SolveResult | null = tryfix.result;
  tryfix.addEventListener('failure-map-tryfix-error', (event) => {
    const at: number | null = event.detail.line;
    console.log(at);
  });
  // @ts-expect-error result is read-only
  tryfix.result = null;
  console.log(controls, accum, result, totalMs, checked, answer);
}
