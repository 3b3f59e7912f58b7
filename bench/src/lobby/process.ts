import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ChildCommand, ChildOptions } from './protocol.js';

const childScript = fileURLToPath(new URL('./child.ts', import.meta.url));

/** Lobby running in a child process (child.ts), driven through its stdin. */
export interface LobbyProcess {
  origin: string;
  /** Runs one command in the child; its answer. */
  command(command: ChildCommand): Promise<Record<string, unknown>>;
  /** Turns the CPU profiler on, runs `work`, and saves the main thread's profile to `file`. */
  profiled<T>(file: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Starts Lobby in its own process and waits until it listens. */
export async function startLobbyProcess(options: ChildOptions): Promise<LobbyProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, JSON.stringify(options)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(`Lobby's process ended (${signal ?? code})`)),
  );
  lines.on('line', (line) => waiting.shift()?.(line));
  const nextLine = async (): Promise<Record<string, unknown>> => {
    const line = await Promise.race([
      new Promise<string>((resolve) => waiting.push(resolve)),
      exited.then((why) => Promise.reject(new Error(why))),
    ]);
    const answer = JSON.parse(line) as Record<string, unknown>;
    if (typeof answer.error === 'string') throw new Error(`Lobby's process: ${answer.error}`);
    return answer;
  };
  // One command at a time, each answered by the next line.
  let queue: Promise<unknown> = Promise.resolve();
  const command = (command: ChildCommand) => {
    const answer = queue.then(() => {
      const line = nextLine();
      child.stdin.write(`${JSON.stringify(command)}\n`);
      return line;
    });
    queue = answer.catch(() => undefined);
    return answer;
  };
  const ready = await nextLine();
  const lobby: LobbyProcess = {
    origin: String(ready.origin),
    command,
    async profiled(file, work) {
      await command({ kind: 'profileStart' });
      try {
        return await work();
      } finally {
        await command({ kind: 'profileStop', file });
      }
    },
    async close() {
      if (child.exitCode !== null) return;
      await command({ kind: 'close' }).catch(() => child.kill());
      await exited;
    },
  };
  return lobby;
}
