import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * Kills (SIGKILL) the processes of `children` that still run and waits for them to exit, then empties the
 * list. SIGKILL: a graceful stop could first wait for work the test no longer cares about.
 */
export async function killAll(children: ChildProcess[]): Promise<void> {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
}
