/** A pid lock file: PGlite has no lock between processes, and two servers on one folder corrupt it. */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws a message naming the process that holds it; returns the release function. */
export function acquirePidLock(file: string, what: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && alive(holder)) {
        throw new Error(`The database folder ${what} is in use by process ${holder}; stop it or set PGLITE_DIR to another folder.`);
      }
      // The holder is gone (crash or kill -9): the lock is stale, take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}
