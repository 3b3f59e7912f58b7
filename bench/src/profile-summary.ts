/** The parts of a V8 .cpuprofile (Profiler.stop's answer) the summary reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  /** Microseconds since the previous sample, one per sample. */
  timeDeltas?: number[];
}

/** A function (by name and place) and the share of the profile's samples spent in its own code. */
export interface SelfTime {
  function: string;
  selfMs: number;
  share: number;
}

/** The profiler's own entries: the thread waiting, GC, and native work outside JavaScript. */
const IDLE = '(idle)';

function placeOf(callFrame: CpuProfile['nodes'][number]['callFrame'], repoRoot: string): string {
  const name = callFrame.functionName || '(anonymous)';
  if (!callFrame.url) return name;
  const file = callFrame.url.replace(/^file:\/\//, '').replace(`${repoRoot}/`, '');
  return `${name} ${file}:${callFrame.lineNumber + 1}`;
}

/** The nodes called, however deeply, from a function whose script's URL holds `urlPart`. */
function calledFrom(profile: CpuProfile, urlPart: string): Set<number> {
  const below = new Set<number>();
  const mark = (id: number) => {
    if (below.has(id)) return;
    below.add(id);
    for (const child of nodesById.get(id)?.children ?? []) mark(child);
  };
  const nodesById = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) if (node.callFrame.url.includes(urlPart)) mark(node.id);
  return below;
}

/**
 * Self time per function, most first: each sample's time (its delta) goes to the function it
 * landed in, grouped by name and place. `busyShare` is the share of the profile's time the thread
 * was not idle. Samples under a script whose URL holds `leaveOut` (the profiler's own driver)
 * count as idle.
 */
export function summarizeProfile(
  profile: CpuProfile,
  options: { top: number; repoRoot?: string; leaveOut?: string },
): { busyShare: number; totalMs: number; top: SelfTime[] } {
  const places = new Map(
    profile.nodes.map((node) => [node.id, placeOf(node.callFrame, options.repoRoot ?? '')]),
  );
  for (const id of options.leaveOut ? calledFrom(profile, options.leaveOut) : []) {
    places.set(id, IDLE);
  }
  const selfUs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let totalUs = 0;
  samples.forEach((id, i) => {
    const delta = Math.max(0, deltas[i] ?? 0);
    const place = places.get(id) ?? '(unknown)';
    selfUs.set(place, (selfUs.get(place) ?? 0) + delta);
    totalUs += delta;
  });
  if (totalUs === 0) return { busyShare: 0, totalMs: 0, top: [] };
  const top = [...selfUs.entries()]
    .filter(([place]) => place !== IDLE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, options.top)
    .map(([place, us]) => ({ function: place, selfMs: us / 1000, share: us / totalUs }));
  return { busyShare: 1 - (selfUs.get(IDLE) ?? 0) / totalUs, totalMs: totalUs / 1000, top };
}

/** The summary as report lines: the busy share, then one line a function. */
export function profileLines(summary: ReturnType<typeof summarizeProfile>, file: string): string[] {
  return [
    `  Lobby's main thread was busy ${(summary.busyShare * 100).toFixed(0)} % of the ` +
      `${(summary.totalMs / 1000).toFixed(1)} s profiled (${file}); top self time:`,
    ...summary.top.map(
      (entry) =>
        `    ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.selfMs.toFixed(0).padStart(6)} ms  ${entry.function}`,
    ),
  ];
}
