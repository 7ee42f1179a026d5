import { type ChildProcess, spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { RSTEST_BIN } from './rstest';

/** A process started in the background, read and driven while it runs. */
export interface Interactive {
  /** Everything printed so far (stdout and stderr), without colours and carriage returns. */
  output(): string;
  /** Resolves once `text` has been printed after `since` characters of output; rejects if the process exits first. */
  waitFor(text: string, since?: number): Promise<void>;
  /** Writes to stdin (in a terminal, key presses). */
  send(keys: string): void;
  /** Signals the started process only while it runs, as a terminal's Ctrl+C reaches Rstest (default SIGKILL). */
  kill(signal?: NodeJS.Signals): void;
  /**
   * SIGKILL for the process, and with `group` for everything it started (workers paused by an
   * inspector never exit).
   */
  killAll(): void;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface InteractiveOptions {
  cwd: string;
  /** Added to the parent's environment, after `NO_COLOR=1` and `FORCE_COLOR=0`. */
  env?: NodeJS.ProcessEnv;
  /** A process group of its own, so that `killAll` reaches what the process starts too. */
  group?: boolean;
  /** `killAll` after this many milliseconds if the process is still running (default: never). */
  killAfter?: number;
}

/** `command args` with pipes for stdin, stdout and stderr. */
export function startInteractive(command: string, args: string[], options: InteractiveOptions): Interactive {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: options.group ?? false,
  });
  const killAll = () => {
    if (!options.group) {
      child.kill('SIGKILL');
      return;
    }
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += stripVTControlCharacters(chunk.toString()).replaceAll('\r', '');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  if (options.killAfter !== undefined) {
    const timer = setTimeout(killAll, options.killAfter);
    exit.then(() => clearTimeout(timer));
  }
  return {
    output: () => printed,
    waitFor: (text, since = 0) =>
      new Promise((resolve, reject) => {
        const poll = setInterval(() => {
          if (printed.indexOf(text, since) !== -1) {
            clearInterval(poll);
            resolve();
          }
        }, 50);
        exit.then(() => {
          clearInterval(poll);
          if (printed.indexOf(text, since) === -1) reject(new Error(`exited before printing "${text}":\n${printed}`));
          else resolve();
        });
      }),
    send: (keys) => {
      child.stdin?.write(keys);
    },
    kill: (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    killAll,
    exit,
  };
}

/**
 * `rstest <args>` (the CLI at `bin`, default ours; `nodeArgs` before it) in the background, with pipes
 * (no terminal): for a process a test drives while it runs, such as watch mode, or runs that overlap. A
 * run to its end is `rstestIn` (./rstest.ts).
 */
export function startRstest(
  dir: string,
  args: string[],
  {
    bin = RSTEST_BIN,
    nodeArgs = [],
    ...options
  }: Omit<InteractiveOptions, 'cwd'> & { bin?: string; nodeArgs?: string[] } = {},
): Interactive {
  return startInteractive(process.execPath, [...nodeArgs, bin, ...args], { cwd: dir, ...options });
}

const shellQuote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * `rstest <args>` (the CLI at `bin`, default ours) in a 120×40 pseudo-terminal (util-linux
 * `script`): the interactive branches of Rstest check `isTTY`. What `send` writes arrives as key
 * presses.
 */
export function rstestInTerminal(
  dir: string,
  args: string[],
  { bin = RSTEST_BIN, ...options }: Omit<InteractiveOptions, 'cwd'> & { bin?: string } = {},
): Interactive {
  const command = `stty cols 120 rows 40; exec ${[process.execPath, bin, ...args].map(shellQuote).join(' ')}`;
  return startInteractive('script', ['-qefc', command, '/dev/null'], { cwd: dir, ...options });
}
