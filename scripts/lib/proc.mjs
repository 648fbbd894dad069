import { spawn } from 'node:child_process';

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env = process.env, cwd = process.cwd(), quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: quiet ? 'ignore' : 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command to completion with its output (stdout and stderr, interleaved as they come) collected
 * instead of shown: for a step that runs beside another and should print as one block when it ends.
 * Resolves with { code, output }.
 */
export function runCollected(command, args, { env = process.env, cwd = process.cwd() } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { NO_COLOR: '1', ...env }, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Like run, but rejects with a message naming the command when it fails. */
export async function runOrThrow(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}`);
}

/** Starts a long-running process; the returned stop() ends it (and waits for it). */
export function startBackground(command, args, { env = process.env, cwd = process.cwd(), stdio = 'inherit' } = {}) {
  const child = spawn(command, args, { env, cwd, stdio });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function commandExists(command) {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}
