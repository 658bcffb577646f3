// The solver's configuration: every knob of the search in one nested, typed object, with its defaults in
// `DEFAULT_CONFIG` and nowhere else. Shares (0-1) are of the run's time (or iterations when the run is
// bounded by iterations). Callers pass a `SolverConfigOverrides` (any subset, at any depth).

/** Simulated annealing: the temperature schedule, its cycles and restarts. */
export interface AnnealingConfig {
  /** Price of one unit of hard penalty in soft units: higher keeps the search feasible, lower lets it cross breaches. */
  readonly hardWeight: number;
  /** First cycle's start temperature on a problem with 100,000 moves per cell or more: hotter explores more, cools later. */
  readonly startTemperature: number;
  /** Smallest fraction of it, for problems with 1,000 moves per cell or fewer (a big problem must start cool). */
  readonly coldStartScale: number;
  /** Temperature every cycle cools to: lower polishes harder, higher keeps moving. */
  readonly endTemperature: number;
  /** Fewest annealing cycles, each restarting from the best roster (the first keeps 1/cycles of the run). */
  readonly cycles: number;
  /** Start temperature of the restarts (they begin from the best roster, so cooler than the first). */
  readonly reheatTemperature: number;
  /** Multiplier of the restart temperature after a cycle that found nothing better (1: always the same). */
  readonly reheatGrowth: number;
  /** Ceiling of that growth, as a multiple of the first cycle's start temperature. */
  readonly maxReheatScale: number;
  /** Share of the run without a better roster after which the run counts as stalled and restarts more often (0: never). */
  readonly stallWindow: number;
  /** Length of the short cycles of a stalled run, as a share of the run. */
  readonly stallCycle: number;
  /** Only runs with at least this many moves per cell restart on stall: a big problem is still improving when it pauses. */
  readonly stallMinMovesPerCell: number;
  /** A best found within this share of the run before a cycle ends means the cycle had not converged: no reheat. */
  readonly stillImproving: number;
}

/** The annealing's moves and how often each is drawn (the block set move takes what the others leave). */
export interface MovesConfig {
  /** Probability of changing one cell. */
  readonly pChange: number;
  /** Probability of giving a short slot to someone eligible. */
  readonly pCover: number;
  /** Probability of an ejection chain for a short slot (repairs/cover-chain.ts), drawn before the others. */
  readonly pChain: number;
  /** Most people one ejection chain may involve: longer chains reach more, cost more. */
  readonly chainLinks: number;
  /** Probability of exchanging a block of days between two people (the move that matters most). */
  readonly pSwap: number;
  /** Share of exchanges that trade two blocks of days apart, keeping the days between. */
  readonly swapApart: number;
  /** Partners tried for a block exchange before it is given up. */
  readonly swapPartners: number;
  /** Probability of exchanging two days of one person. */
  readonly pMove: number;
  /** Farthest apart (days) the two days of an exchange, or two blocks apart, may be. */
  readonly moveSpan: number;
  /** Longest block (days) for block moves. */
  readonly maxBlock: number;
  /** Share of moves that grant a wish by exchanging days with someone whose value suits it (coverage kept). */
  readonly pWish: number;
  /** Share of the run from which wish moves are drawn: before it the effort belongs to packing coverage. */
  readonly wishFrom: number;
  /** Share of effort for whole-row / window dynamic-programming moves once a feasible roster is known. */
  readonly rowMoves: number;
  /** Share of effort for row moves while no feasible roster is known and the current one breaks a rule. */
  readonly rowMovesInfeasible: number;
  /** One in this many row moves aimed at a breach re-optimises the whole horizon (slower, reaches further). */
  readonly wideOdds: number;
}

/** Repairs: augmenting chains, and the way back to feasibility of a run that has none. */
export interface RepairsConfig {
  /** Share of the run between searches for augmenting coverage chains on the current roster (0: none). */
  readonly augmentEvery: number;
  /** Most people on one augmenting chain. */
  readonly augmentLinks: number;
  /** Share of the time between two such searches that one may use. */
  readonly augmentShare: number;
  /** Share of the run, at its end, for augmenting chains on the best roster. */
  readonly augmentFinal: number;
  /** Share of that final time the last search is budgeted for (the rest is margin). */
  readonly augmentFinalUse: number;
  /** No augmenting chains on rosters of more staff x days cells than this: there one search takes seconds and rarely pays. */
  readonly augmentMaxCells: number;
  /** Whether a chain may end with someone past their maximum minutes who hands long shifts to people with minutes to spare. */
  readonly augmentPool: boolean;
  /** Cycle progress (0-1) from which augmenting chains run: on a hot roster the annealing undoes them. */
  readonly augmentFromProgress: number;
  /** Chain evaluations per search move when the run is bounded by iterations (keeps a seed reproducible). */
  readonly augmentEvalsPerIteration: number;
  /** Share of the run at which a run with no feasible roster re-plans everyone in breach for their own rules (1: never). */
  readonly rescueAt: number;
  /** Share of the run after which a run with no feasible roster switches to repair. */
  readonly repairFrom: number;
  /** Share of the run without a fall in the best hard penalty after which an infeasible run repairs early. */
  readonly repairAfterStall: number;
  /** Price of a hard unit while repairing: far above anything soft. */
  readonly repairHardWeight: number;
}

/** Whole-horizon column generation and its dives (time-limited runs only). */
export interface LpConfig {
  /** Share of the run from which the first whole-horizon dive begins, on the best feasible roster. */
  readonly diveAt: number;
  /** Most of the run one dive may use (0: none): a finished dive is worth far more than the search it displaces. */
  readonly diveShare: number;
  /** Pricing rounds a dive is expected to need: a pace at which they do not fit its share abandons it. */
  readonly roundsNeeded: number;
  /** Share of the run within which the root LP must be solved, or the dive is abandoned. */
  readonly rootShare: number;
  /** Largest master (slot rows + people rows) tried: its dense inverse grows as its square. */
  readonly maxRows: number;
  /** Pricing rounds whose mean pace decides whether a dive can fit (the first alone is slow). */
  readonly paceRounds: number;
  /** A root takes about this many times its first pricing round: a slower first round cannot reach it in time. */
  readonly rootPerFirstRound: number;
  /** Rounds after which the pace is checked again against the root's limit. */
  readonly earlyRounds: number;
  /** A root takes at least this many times its first `earlyRounds` rounds. */
  readonly rootPerEarlyRounds: number;
  /** Share of people fixed after which a dive projects its end from its pace since the root. */
  readonly projectFromFixed: number;
  /** A whole dive takes about this many times its root: a later root leaves a dive that cannot end in time. */
  readonly divePerRoot: number;
  /** After a complete dive, another may begin this share of the run later... */
  readonly diveAgainGap: number;
  /** ...if, at this many times the last one's time... */
  readonly diveAgainRoom: number;
  /** ...it would end by this share of the run. */
  readonly diveAgainBy: number;
}

/** Window dives: column generation over some days, every row kept as it is outside them. */
export interface WindowsConfig {
  /** Share of the run from which sweep windows begin (whenever no whole-horizon dive runs). */
  readonly from: number;
  /** Most of the run windows may use (0: none); the search gets the rest between them. */
  readonly share: number;
  /** Time one window should take, as a share of the run: the next window's length follows it. */
  readonly time: number;
  /** First window's length in days. */
  readonly days: number;
  /** Shortest window in days (weekends and rest rules need whole weeks). */
  readonly minDays: number;
  /** Share of the free people a window fixes in a step where none is integral (0: one at a time). */
  readonly fixShare: number;
  /** A window's time grows about as its length to 1/this power: how the next length follows the time taken. */
  readonly lengthPower: number;
  /** Most a window's length changes from one window to the next (a factor). */
  readonly growth: number;
  /** A window still running at this many times its planned time is cut short. */
  readonly overrun: number;
  /** Windows only where the longest that fits `lp.maxRows` spans this share of the horizon: shorter ones re-plan too little. */
  readonly minSpan: number;
  /** No window begins after this share of the schedule: its end belongs to the search's polish. */
  readonly until: number;
  /** Every this many windows, one re-plans a run of weekends with the days either side (0: never). */
  readonly weekendsEvery: number;
  /** Share of the run from which weekend windows may run. */
  readonly weekendsFrom: number;
  /** Weekends in the first weekend window. */
  readonly weekendRunStart: number;
  /** Fewest weekends in a weekend window. */
  readonly weekendRunMin: number;
  /** Share of the run kept at its end for the final window on the best roster (0: none; only where windows run). */
  readonly finalShare: number;
  /** Days of the final window from the Monday before the weekend furthest below its flow. */
  readonly finalDays: number;
  /** The final window begins this share before the end instead, when a weekend is then below its flow (no earlier than `finalShare`). */
  readonly finalChainShare: number;
  /** The final window is cut short this share of the run before its end, to adopt what it has in time. */
  readonly finalMargin: number;
  /** Days of each block of a two-block window (the final window's successors). */
  readonly blockDays: number;
  /** The final window is the weekend-trade window wherever it fits (the alternate worker's choice). */
  readonly finalTrade: boolean;
  /** Share of the run at which one weekend-trade window re-plans the best roster (1 or more: none). */
  readonly tradeAt: number;
  /** Days of the trade window after the weekend furthest below its flow. */
  readonly tradeDays: number;
  /** Least-wanted weekends (Friday to Monday) the trade window adds. */
  readonly tradeWeekends: number;
  /** Share of the run at which one window re-plans `aimedDays` from the weekend furthest below its flow (1: none). */
  readonly aimedAt: number;
  /** Days of that aimed window. */
  readonly aimedDays: number;
  /** Share of the run from which pair dives (two weekends at a time) run where no window fits (1: none). */
  readonly pairDivesFrom: number;
  /** Pair dives only where the horizon's pairs of weekends number at most this (a sweep must fit a run). */
  readonly pairDivesMaxPairs: number;
}

export interface SolverConfig {
  readonly annealing: AnnealingConfig;
  readonly moves: MovesConfig;
  readonly repairs: RepairsConfig;
  readonly lp: LpConfig;
  readonly windows: WindowsConfig;
}

/** Any subset of the configuration, at any depth. */
export type SolverConfigOverrides = {
  readonly [K in keyof SolverConfig]?: Partial<SolverConfig[K]>;
};

/** The defaults: what the benchmark figures were measured with (docs/engine.md). */
export const DEFAULT_CONFIG: SolverConfig = {
  annealing: {
    hardWeight: 1000,
    startTemperature: 10,
    coldStartScale: 0.27,
    endTemperature: 0.3,
    cycles: 4,
    reheatTemperature: 3,
    reheatGrowth: 1.5,
    maxReheatScale: 4,
    stallWindow: 0.1,
    stallCycle: 0.15,
    stallMinMovesPerCell: 5000,
    stillImproving: 0.02,
  },
  moves: {
    pChange: 0.25,
    pCover: 0.1,
    pChain: 0.07,
    chainLinks: 3,
    pSwap: 0.45,
    swapApart: 0.3,
    swapPartners: 4,
    pMove: 0.2,
    moveSpan: 14,
    maxBlock: 8,
    pWish: 0.1,
    wishFrom: 0.7,
    rowMoves: 0.1,
    rowMovesInfeasible: 0.5,
    wideOdds: 16,
  },
  repairs: {
    augmentEvery: 0.02,
    augmentLinks: 12,
    augmentShare: 0.15,
    augmentFinal: 0.05,
    augmentFinalUse: 0.8,
    augmentMaxCells: 10_000,
    augmentPool: true,
    augmentFromProgress: 0.7,
    augmentEvalsPerIteration: 0.05,
    rescueAt: 0.6,
    repairFrom: 0.85,
    repairAfterStall: 0.1,
    repairHardWeight: 1e6,
  },
  lp: {
    diveAt: 0.1,
    diveShare: 0.85,
    roundsNeeded: 40,
    rootShare: 0.35,
    maxRows: 300,
    paceRounds: 3,
    rootPerFirstRound: 10,
    earlyRounds: 10,
    rootPerEarlyRounds: 4,
    projectFromFixed: 0.25,
    divePerRoot: 2.8,
    diveAgainGap: 0.05,
    diveAgainRoom: 1.5,
    diveAgainBy: 0.85,
  },
  windows: {
    from: 0.1,
    share: 0.5,
    time: 0.05,
    days: 14,
    minDays: 7,
    fixShare: 0.1,
    lengthPower: 0.25,
    growth: 1.2,
    overrun: 3,
    minSpan: 1 / 3,
    until: 0.93,
    weekendsEvery: 0,
    weekendsFrom: 0,
    weekendRunStart: 6,
    weekendRunMin: 2,
    finalShare: 0.15,
    finalDays: 28,
    finalChainShare: 0.35,
    finalMargin: 0.005,
    blockDays: 14,
    finalTrade: false,
    tradeAt: 1,
    tradeDays: 21,
    tradeWeekends: 2,
    aimedAt: 0.5,
    aimedDays: 21,
    pairDivesFrom: 0.4,
    pairDivesMaxPairs: 15,
  },
};

/** The defaults with `overrides` laid over them, section by section. */
export function resolveConfig(
  overrides: SolverConfigOverrides = {},
  base: SolverConfig = DEFAULT_CONFIG,
): SolverConfig {
  return {
    annealing: { ...base.annealing, ...overrides.annealing },
    moves: { ...base.moves, ...overrides.moves },
    repairs: { ...base.repairs, ...overrides.repairs },
    lp: { ...base.lp, ...overrides.lp },
    windows: { ...base.windows, ...overrides.windows },
  };
}

/** Two sets of overrides as one, `b` winning field by field. */
export function mergeOverrides(
  a: SolverConfigOverrides,
  b: SolverConfigOverrides = {},
): SolverConfigOverrides {
  const out: { -readonly [K in keyof SolverConfig]?: Partial<SolverConfig[K]> } = {};
  for (const k of ['annealing', 'moves', 'repairs', 'lp', 'windows'] as const) {
    if (a[k] || b[k]) (out as Record<string, object>)[k] = { ...a[k], ...b[k] };
  }
  return out;
}

/**
 * Throws on a section or field `DEFAULT_CONFIG` does not have, or a value of another type (overrides read
 * from JSON, where a misspelt knob would otherwise change nothing).
 */
export function checkOverrides(overrides: unknown): SolverConfigOverrides {
  if (typeof overrides !== 'object' || overrides === null) throw new Error('config overrides: not an object');
  const defaults = DEFAULT_CONFIG as unknown as Record<string, Record<string, unknown>>;
  for (const [section, fields] of Object.entries(overrides)) {
    const known = defaults[section];
    if (!known) throw new Error(`config overrides: unknown section ${section}`);
    if (typeof fields !== 'object' || fields === null)
      throw new Error(`config overrides: ${section} is not an object`);
    for (const [field, value] of Object.entries(fields)) {
      if (!(field in known)) throw new Error(`config overrides: unknown field ${section}.${field}`);
      if (typeof value !== typeof known[field])
        throw new Error(`config overrides: ${section}.${field} must be a ${typeof known[field]}`);
    }
  }
  return overrides as SolverConfigOverrides;
}
