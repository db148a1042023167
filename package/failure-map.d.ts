// Type declarations for failure-map.js (the FailureMap JS API and <failure-map-case>) and the files
// it loads from beside itself: failure-map-lab.js (the lab API, <failure-map-training>,
// <failure-map-log>), failure-map-tryfix.js (<failure-map-tryfix>), failure-map-python.js (the fix
// panel's interpreter: FailureMap.loadTryfix()) and failure-map-render.js (FailureMap.render()).
//
// failure-map.js is a classic script: it sets the global `FailureMap` (window.FailureMap) and
// defines the elements. Under node (or a bundler), require('failure-map') returns the same object.
// In TypeScript: `import FailureMap = require('failure-map')` (or a default import with
// esModuleInterop), types as `import type { Report } from 'failure-map'`; a page that only uses
// the script tag adds `import type {} from 'failure-map'` once to get the global and the elements.
// Values computed by the C++ core arrive as text, exactly as CPython 3.12 prints them
// ("7.0", "3", "2.142857142857143"), so ints and floats stay apart.

declare namespace FailureMap {
  /** An implementation of the case contract, in the record's order. */
  export type ImplementationId = 'broken' | 'unsuccessful-fix' | 'repair';

  /**
   * What the API throws on bad input: an Error whose `field` names the input (`n`, `fixtures`,
   * `fixtures[2].weight_sums`, `tolerance`, `implementation`, `log`, `maxAccum`, ...; `request` for
   * an option the call does not know) and whose message says what is wrong. An option that is null
   * or undefined is not given. The module stays usable.
   */
  export interface FailureMapError extends Error {
    field?: string;
  }

  export interface Implementation {
    id: ImplementationId;
    /** "The failure", "The unsuccessful fix", "The repair": the core's registry. */
    title: string;
    /** How it normalises, in a phrase: "÷ number of micro-batches". */
    method: string;
  }

  /** One fixture's row, as the element's tables show it. */
  export interface Observation {
    check: string;
    /** The implementation's result, as Python's repr prints it. */
    actual: string;
    expected: string;
    /** The reference's `==`. */
    passed: boolean;
    withinTolerance: boolean;
    /** In tolerance mode, the outcome within the tolerance; otherwise `passed`. */
    outcome: 'Passed' | 'Failed';
    batches: number;
    /** The fixture's total weight mass, as Python prints it. */
    mass: string;
    /** The contract's answer for the fixture, as Python prints it. */
    contract: string;
    /** Distance in units in the last place, as text (it may exceed 2^53); null where none applies. */
    ulps: string | null;
    why: string;
  }

  /** One implementation's run over the fixtures. */
  export interface Report {
    implementation: ImplementationId;
    title: string;
    observations: Observation[];
    passed: boolean;
    passedCount: number;
    total: number;
    /** The reference script's exit code: 0 when every check passed. */
    exitCode: 0 | 1;
    /** e.g. "3 of 7 checks pass · exit 1". */
    summary: string;
    allWithinTolerance: boolean;
    toleranceSummary: string;
    /** In exact mode, when every failed check is within the tolerance: a line saying it is float rounding; else "". */
    roundingNote: string;
    /** Byte for byte the CLI's `run --format json` line (without its newline). */
    json: string;
    /** The record's Markdown table, as `run --format markdown` prints it. */
    markdown: string;
    csv: string;
  }

  export interface RunOptions {
    /** N as a Python int or float literal: "1", "-3", "0.1", "2.5e-3". Default "1". */
    n?: string;
    /** A fixtures document as JSON text (the CLI's --fixtures format). Not with `n`. */
    fixtures?: string;
  }

  /** A fixture as typed in the element's editor: every field as text. */
  export interface FixtureFields {
    check: string;
    /** Comma-separated Python numbers, e.g. "2, 12". */
    weighted_sums: string;
    weight_sums: string;
    expected: string;
  }

  export type ComparisonMode = 'exact' | 'tolerance';

  /** Give one of `n`, `fields` or `fixtures` (none: the record at N = 1). */
  export interface ExploreRequest {
    n?: string;
    fields?: FixtureFields[];
    fixtures?: string;
    mode?: ComparisonMode;
    /** A relative tolerance as text, e.g. "1e-9". */
    tolerance?: string;
  }

  export interface Exploration {
    source: 'record' | 'custom';
    /** The N of the record's fixtures; null for custom fixtures. */
    n: string | null;
    mode: ComparisonMode;
    tolerance: string;
    fixtures: FixtureFields[];
    /** The fixtures as a document (the CLI's --fixtures format). */
    fixturesJson: string;
    reports: Report[];
  }

  /** The state a URL fragment carries (`#n=0.1`, `#fixtures=...&mode=tolerance&tolerance=1e-9`). */
  export interface FragmentState {
    n?: string;
    fixtures?: string;
    mode?: ComparisonMode;
    tolerance?: string;
    /** The "Try your own fix" panel's code, up to 16 KiB (16,384 bytes of UTF-8). */
    solve?: string;
  }

  /** The case record's published text. */
  export interface CaseRecord {
    id: string;
    family: string;
    access: string;
    title: string;
    caseLabel: string;
    rootCause: string;
    failure: string;
    unsuccessfulApproach: string;
    contract: string;
    whyItMatters: string;
    heldBack: string;
    repairNote: string;
    scope: string;
    observationNote: string;
    caseDigest: string;
    /** python: the expression; solve: the implementation as a Python file defining solve()
     * (the fix panel starts from the unsuccessful fix's). */
    implementations: Array<Implementation & { python: string; solve: string; sha256: string; loop: LoopCode }>;
  }

  /** The training-loop code an implementation is, as every embed shows it. */
  export interface LoopCode {
    /** The loss line(s) people write that compute it, with "# or:" lines for other code that does. */
    code: string;
    /** When it gives another value than the repair, and the everyday causes. */
    wrongWhen: string;
    /** A unified diff from `code` to the repair ("" for the repair). */
    diff: string;
  }

  /** The API over the WebAssembly core, from `FailureMap.load()`. */
  export interface FailureMapApi {
    implementations(): Implementation[];
    record(): CaseRecord;
    run(id: ImplementationId | string, options?: RunOptions): Report;
    explore(request?: ExploreRequest): Exploration;
    /** The WebAssembly memory's size in bytes. */
    memoryBytes(): number;
    readFragment(fragment: string): FragmentState;
    writeFragment(state: FragmentState): string;
  }

  export type StrategyId = 'full-batch' | 'broken' | 'unsuccessful-fix' | 'repair';

  /** Training settings, as text (Python literals). Defaults: accum "4", steps "50", seed "1", lr "0.1", unevenness "0.5". */
  export interface TrainingSettings {
    accum?: string;
    steps?: string;
    seed?: string;
    lr?: string;
    unevenness?: string;
  }

  export interface TrainOptions {
    /** The sweep's largest K, 1 to 64 (default 32). */
    maxAccum?: number;
    /** false: skip the sweep (null), when only K changed. Default true. */
    sweep?: boolean;
  }

  /** A diverged run shows Infinity or NaN. */
  export interface TrainingRun {
    accum: number;
    steps: number;
    seed: number;
    strategies: Array<{ id: StrategyId; loss: number[]; param_distance: number }>;
  }

  export interface TrainingSweep {
    /** K = 1..maxAccum. */
    accum: number[];
    strategies: Array<{ id: StrategyId; param_distance: number[] }>;
  }

  export interface TrainingResult {
    run: TrainingRun;
    sweep: TrainingSweep | null;
  }

  /** Each value as Python's repr prints it. */
  export interface NormalisationResults {
    broken: string;
    'unsuccessful-fix': string;
    repair: string;
  }

  /** Relative to the repair; null where the repair is 0 or not finite. */
  export interface RelativeErrors {
    broken: string | null;
    'unsuccessful-fix': string | null;
  }

  /** The same relative errors as the panel prints them ("6.6%"). */
  export interface ErrorPercents {
    broken: string | null;
    'unsuccessful-fix': string | null;
  }

  export interface LogStep {
    step: string;
    /** With a rank column. */
    rank?: string;
    batches: number;
    results: NormalisationResults;
    relative_error: RelativeErrors;
    error_percent: ErrorPercents;
    /** With a loss column: the step's reported loss (its cells' sum), null without any. */
    loss?: string | null;
  }

  /** A step of the log: its index (into the whole log's steps), its label and rank where it has them. */
  export interface LogStepRef {
    index: number;
    step?: string;
    rank?: string;
  }

  /** Which normalisation the run's loss follows (docs/log.md). */
  export interface LogVerdict {
    id: 'not-affected' | 'affected' | 'follows-none' | 'averaged' | 'cannot-tell' | 'no-loss';
    /** What it follows: "broken", "unsuccessful-fix", "repair". */
    matches: string[];
    /** One sentence, and the same without its lead ("affected: "). */
    summary: string;
    detail: string;
    hint: string;
    /** `failure-map check`'s exit code for it: 0 only when not affected. */
    exit: number;
    loss_column?: string;
    reading?: string;
    precision?: string;
    unit_roundoff?: string;
    max_relative_tolerance?: string;
    max_relative_tolerance_text?: string;
    steps_compared?: number;
    steps_deciding?: number;
    steps_without_loss?: number;
    steps_nonfinite_loss?: number;
    steps_zero_mass?: number;
    differing?: LogStepRef[];
    outliers?: number;
    first_outliers?: LogStepRef[];
  }

  /** One published implementation against the repair, step by step. */
  export interface LogStepErrors {
    steps: number;
    median: string;
    median_percent: string;
    mean: string;
    mean_percent: string;
    max: string;
    max_percent: string;
    max_step?: LogStepRef;
    over_0_1_percent: number;
    over_1_percent: number;
    worst: LogStepRef[];
    whole_log: string;
    whole_log_percent: string;
  }

  /** How the two published implementations weight a step's examples against the repair. */
  export interface LogWeighting {
    steps: number;
    'unsuccessful-fix': { spread_median: string; spread_median_text: string; spread_max: string; spread_max_text: string; spread_max_step?: LogStepRef };
    broken: {
      scale_median: string; scale_median_text: string; scale_min: string; scale_min_text: string; scale_max: string;
      scale_max_text: string; scale_min_step?: LogStepRef; scale_max_step?: LogStepRef;
    };
    optimisers: string;
  }

  export interface LogZeroMass {
    batches: number;
    steps: number;
    steps_with_zero_batch: number;
    first_steps: LogStepRef[];
    first_partial: LogStepRef[];
  }

  /** A kind of odd row (docs/log.md's warnings), counted, with its first lines. */
  export interface LogWarning {
    kind: string;
    count: number;
    message: string;
    first?: { line: number; step?: string; message: string }[];
  }

  export interface LogCheck {
    batches: number;
    results: NormalisationResults;
    relative_error: RelativeErrors;
    error_percent: ErrorPercents;
    /** With a step column: how many steps the log has (10,000 of them are in `steps`, from `stepsFrom`). */
    stepsTotal?: number;
    stepsFrom?: number;
    steps?: LogStep[];
    verdict: LogVerdict;
    errors: { broken: LogStepErrors; 'unsuccessful-fix': LogStepErrors };
    weighting: LogWeighting;
    zero_mass: LogZeroMass;
    warnings: LogWarning[];
    /** The training-loop code each normalisation is. */
    codes: NormalisationResults;
  }

  /** Options of `check()`: the columns' names ("loss=train_loss,step=it"), and where the window of steps starts. */
  export interface LogCheckOptions {
    columns?: string;
    /** A step's label. */
    fromStep?: string;
    /** A step's index. */
    fromIndex?: number;
  }

  /** How a reader's code failed: a Python exception (type, CPython 3.12's message, line), a
   * construct outside the subset or a syntax error (line, column), or a limit of the page. */
  export interface SolveError {
    kind: 'exception' | 'unsupported' | 'syntax' | 'limit';
    /** The exception's type ("ZeroDivisionError"); "" for the other kinds. */
    type: string;
    message: string;
    /** 1-based; 0 when not known. */
    line: number;
    /** 1-based, in characters; 0 when not known. */
    column: number;
    /** The fixture being solved when it failed: `fixtures[4] ("empty")`; "" otherwise. */
    where: string;
    /** One line: "line 3: ZeroDivisionError: division by zero". */
    text: string;
  }

  /** `solve()`'s answer: a report (implementation "yours") or the error, what print() wrote, and
   * what the code wrote to sys.stderr (logging's last resort among it). */
  export interface SolveResult {
    report: Report | null;
    error: SolveError | null;
    printed: string;
    printedErrors: string;
  }

  /** `n` or `fixtures` (the CLI's --fixtures format, as text), as in `run()`. */
  export interface SolveOptions {
    n?: string;
    fixtures?: string;
  }

  /** The lab API, from `FailureMap.loadLab()` (failure-map-lab.js, beside failure-map.js). */
  export interface FailureMapLab {
    train(settings?: TrainingSettings, options?: TrainOptions): TrainingResult;
    /** A run's log (CSV or TSV with weighted_sum, weight_sum and optionally step, loss, rank), up to 256 MiB. */
    check(log: string | Uint8Array | ArrayBuffer, options?: LogCheckOptions): LogCheck;
  }

  /** A whole script's run, as `failure-map exec` prints it. */
  export interface ExecResult {
    output: string;
    exitCode: number;
    error: SolveError | null;
  }

  /** The fix panel's API, from `FailureMap.loadTryfix()` (failure-map-python.js, beside
   * failure-map.js): the Python interpreter. */
  export interface FailureMapTryfix {
    /** Runs a Python file's solve(weighted_sums, weight_sums) on the fixtures under the page's
     * limits (200,000 steps, 8 MiB, 16 KiB of code). Throws on bad n / fixtures or code over 16 KiB. */
    solve(code: string, options?: SolveOptions): SolveResult;
    /** Runs a whole script under the page's limits. */
    exec(script: string): ExecResult;
    /** The record's unsuccessful fix as a file defining solve(): the panel's starting code. */
    solveStart(): string;
    /** The program CPython runs for this solve() (the code, then the record's script), and the
     * file name to compile it as. Throws as solve() does. */
    cpythonProgram(code: string, options?: SolveOptions): { program: string; filename: string };
    /** What that program's run wrote, read back into solve()'s answer. */
    cpythonView(code: string, options: SolveOptions | undefined, run: { out: string; err: string; exitCode: number }): SolveResult;
  }

  export type WhyMode = 'auto' | 'column' | 'line' | 'details' | 'none';

  /** What `render()` writes: the same choices as the element's attributes and `failure-map render`. */
  export interface RenderOptions {
    /** N as a Python literal (default "1"). */
    n?: string;
    /** Implementation ids in the order shown: ["broken"] or "broken unsuccessful-fix" (default all three). */
    show?: string | string[];
    prose?: 'full' | 'none';
    /** Static markup cannot measure its column: "auto" is a line under each row ("details" when compact). */
    why?: WhyMode;
    compact?: boolean;
    /** "Which one is my code?": each implementation's loop code and summary, without the tables. */
    which?: boolean;
    /** "html" (default): a fragment of plain HTML; "json": the same content as a JSON object. */
    format?: 'html' | 'json';
  }

  /** `render({format: "json"})`, parsed: the record's words and each table's rows, as text. */
  export interface RenderedEmbed {
    id: string;
    family: string;
    access: string;
    title: string;
    caseLabel: string;
    contract: string;
    caseDigest: string;
    n: string;
    prose: 'full' | 'none';
    why: Exclude<WhyMode, 'auto'>;
    compact: boolean;
    which: boolean;
    /** The fixture tables' columns in order, with their headings ("why" shown only when asked). */
    columns: { id: 'check' | 'actual' | 'expected' | 'outcome' | 'why'; heading: string }[];
    /** The prose before the tables (empty when prose is "none"). */
    before: { heading: string; paragraphs: string[] }[];
    implementations: {
      id: ImplementationId;
      title: string;
      method: string;
      python: string;
      loop: LoopCode;
      sha256: string;
      notes: string[];
      caption: string;
      summary: string;
      /** A line when every failed check is float rounding (within a relative tolerance of 1e-9); else "". */
      roundingNote: string;
      passed: boolean;
      exitCode: 0 | 1;
      rows: { label: string; actual: string; expected: string; outcome: 'Passed' | 'Failed'; passed: boolean; why: string | null }[];
    }[];
    /** The prose after the tables: verification and scope (empty when prose is "none"). */
    after: { heading: string; paragraphs: string[] }[];
  }

  export interface FailureMapStatic {
    /** Loads the WebAssembly core once, however often it is called. */
    load(): Promise<FailureMapApi>;
    /** Loads failure-map-lab.js from beside failure-map.js, once. */
    loadLab(): Promise<FailureMapLab>;
    /** Static markup of an embed: the bytes `failure-map render` prints for the same choices,
     * ending with a newline. Loads failure-map-render.js from beside failure-map.js, once (no
     * panel needs it). Rejects with an Error whose `field` names a bad choice. */
    render(options?: RenderOptions): Promise<string>;
    /** Loads failure-map-python.js (the interpreter) from beside failure-map.js, once. */
    loadTryfix(): Promise<FailureMapTryfix>;
    /** The package's version, as `failure-map --version` prints it (e.g. "0.1.0"). */
    readonly version: string;
  }

  // ---- The elements.

  export type ThemeName = 'light' | 'dark';
  export type ElementState = 'loading' | 'ready' | 'error';

  export interface CaseEventDetail {
    /** The record's N; null for custom fixtures. */
    n: string | null;
    source: 'record' | 'custom';
    mode: ComparisonMode;
  }

  export interface ErrorEventDetail {
    /** The input in error, as the core names it (`n`, `fixtures[2].weight_sums`, ...); null when no field is at fault. */
    field: string | null;
    message: string;
  }

  export interface TrainingTiming {
    computeMs: number;
    renderMs: number;
    totalMs: number;
  }

  export interface TrainingPanelSettings {
    accum: string;
    steps: string;
    lr: string;
    unevenness: string;
    seed: string;
  }

  export interface TrainingEventDetail {
    settings: TrainingPanelSettings;
    timing: TrainingTiming;
  }

  /** `<failure-map-case>`: the case record and its three fixture tables. */
  export interface FailureMapCaseElement extends HTMLElement {
    /** The `n` attribute (default "1"): N as a Python literal. */
    n: string;
    /** The `controls` attribute: "full" (default) or "none". */
    controls: 'full' | 'none';
    /** The `show` attribute: implementation ids, space- or comma-separated, in the order shown
     * (default "broken unsuccessful-fix repair"). */
    show: string;
    /** The `prose` attribute: "full" (default) or "none" (the tables and summaries alone). */
    prose: 'full' | 'none';
    /** The `why` attribute (default "auto"): each row's Why as a column, a line, a disclosure or not at all. */
    why: WhyMode;
    /** The `compact` attribute: the first shown implementation alone (its loop code, table and diff). */
    compact: boolean;
    /** The `which` attribute: "Which one is my code?", the loop code and summaries without the tables. */
    which: boolean;
    /** The look the element took when it started: "host" (its static copy, in the page's own look),
     * "card" (the widget's card), null before it started. */
    readonly look: 'host' | 'card' | null;
    applyTheme(): void;
  }

  /** `<failure-map-training>`: the toy model's training panel (defined by failure-map-lab.js). */
  export interface FailureMapTrainingElement extends HTMLElement {
    /** The controls' text (the attributes' before the panel is built). */
    readonly settings: TrainingPanelSettings;
    /** The last good `train()` answer (a copy), or null. */
    readonly result: TrainingResult | null;
    readonly timing: TrainingTiming | null;
    /** Starts loading the lab (what loading="lazy" waits for). */
    load(): Promise<void>;
    /** Recomputes now with the controls' settings; the timing, or null before the lab is in. */
    recompute(): TrainingTiming | null;
    applyTheme(): void;
  }

  /** `<failure-map-log>`: the run-log checker panel (defined by failure-map-lab.js). */
  export interface FailureMapLogElement extends HTMLElement {
    /** The last good check's answer (a copy), or null. */
    readonly result: LogCheck | null;
    /** Checks a log and shows the answer; resolves when it is shown. */
    check(log: string | Uint8Array | ArrayBuffer): Promise<void>;
    checkFile(file: Blob): Promise<void>;
    applyTheme(): void;
  }

  /** `<failure-map-tryfix>`: "Try your own fix" (defined by failure-map-tryfix.js). */
  export interface FailureMapTryfixElement extends HTMLElement {
    /** The editor's text; setting it runs it. */
    code: string;
    /** The last answer (a copy), or null. While the code is the prefilled text (the record's
     * unsuccessful fix) on the built-in runner, the page core's report of that implementation
     * (`report.implementation` "unsuccessful-fix"); otherwise the interpreter's ("yours"). */
    readonly result: SolveResult | null;
    applyTheme(): void;
  }

  export interface TryfixErrorEventDetail {
    field: string | null;
    message: string;
    line: number | null;
  }

  /** Events the elements send; all bubble and are composed. */
  export interface FailureMapEventMap {
    'failure-map-ready': CustomEvent<CaseEventDetail>;
    'failure-map-update': CustomEvent<CaseEventDetail>;
    'failure-map-error': CustomEvent<ErrorEventDetail>;
    'failure-map-training-ready': CustomEvent<TrainingEventDetail>;
    'failure-map-training-update': CustomEvent<TrainingEventDetail>;
    'failure-map-training-error': CustomEvent<ErrorEventDetail>;
    'failure-map-log-result': CustomEvent<LogCheck>;
    'failure-map-log-error': CustomEvent<ErrorEventDetail>;
    'failure-map-tryfix-ready': CustomEvent<SolveResult>;
    'failure-map-tryfix-result': CustomEvent<SolveResult>;
    'failure-map-tryfix-error': CustomEvent<TryfixErrorEventDetail>;
  }
}

declare const FailureMap: FailureMap.FailureMapStatic;
export = FailureMap;

// Aliases for the global block below, where the name FailureMap is the global variable's.
type FailureMapStatic = FailureMap.FailureMapStatic;
type FailureMapEventMap = FailureMap.FailureMapEventMap;
type FailureMapCaseElement = FailureMap.FailureMapCaseElement;
type FailureMapTrainingElement = FailureMap.FailureMapTrainingElement;
type FailureMapLogElement = FailureMap.FailureMapLogElement;
type FailureMapTryfixElement = FailureMap.FailureMapTryfixElement;

declare global {
  // The classic script's global.
  // eslint-disable-next-line no-var
  var FailureMap: FailureMapStatic;

  interface HTMLElementTagNameMap {
    'failure-map-case': FailureMapCaseElement;
    'failure-map-training': FailureMapTrainingElement;
    'failure-map-log': FailureMapLogElement;
    'failure-map-tryfix': FailureMapTryfixElement;
  }

  // The events bubble and are composed, so a page can listen on any ancestor (document included).
  interface HTMLElementEventMap extends FailureMapEventMap {}
  interface DocumentEventMap extends FailureMapEventMap {}
  interface WindowEventMap extends FailureMapEventMap {}
}
