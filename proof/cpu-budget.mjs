// A fixed CPU budget for a process, as a machine of its own would give it: a Linux control group
// with a CPU quota (cgroup v1's cpu controller, or v2's cpu.max). The scale-out figures use it:
// on a two-core machine that also runs PostgreSQL and the load generator, one server process
// already takes most of what the machine can give, so whether a second instance adds capacity can
// only be asked of instances that each have CPU of their own, as instances behind a load balancer
// do. Needs root and a cgroup file system with the cpu controller; undefined elsewhere.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The scheduler's period: short, so that a process out of quota waits milliseconds, not a tenth of a second. */
const PERIOD_US = 10_000;

/** Where control groups with a CPU quota can be made here, and how the quota is written. */
function cpuHierarchy() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  let mounts;
  try {
    mounts = readFileSync('/proc/self/mountinfo', 'utf8').split('\n');
  } catch {
    return undefined;
  }
  for (const line of mounts) {
    // mountinfo: "... mount-point options - fstype source super-options"
    const [before, after] = line.split(' - ');
    if (!after) continue;
    const mountPoint = before.split(' ')[4];
    const [fsType, , superOptions = ''] = after.split(' ');
    if (fsType === 'cgroup' && superOptions.split(',').includes('cpu') && existsSync(join(mountPoint, 'cpu.cfs_quota_us'))) {
      return {
        root: mountPoint,
        limit: (dir, share) => {
          writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
          writeFileSync(join(dir, 'cpu.cfs_quota_us'), share === undefined ? '-1' : String(Math.round(share * PERIOD_US)));
        },
      };
    }
  }
  for (const line of mounts) {
    const [before, after] = line.split(' - ');
    if (!after?.startsWith('cgroup2 ')) continue;
    const mountPoint = before.split(' ')[4];
    try {
      if (!readFileSync(join(mountPoint, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('cpu')) continue;
      // Children get the cpu controller only when their parent hands it down.
      writeFileSync(join(mountPoint, 'cgroup.subtree_control'), '+cpu');
    } catch {
      continue;
    }
    return {
      root: mountPoint,
      limit: (dir, share) => writeFileSync(join(dir, 'cpu.max'), `${share === undefined ? 'max' : Math.round(share * PERIOD_US)} ${PERIOD_US}`),
    };
  }
  return undefined;
}

/**
 * `limit(pid, share)` puts the process (every thread, and those it starts later) under a quota of
 * `share` of one core, or lifts it (`share` undefined); `release()` removes the groups once their
 * processes have ended. Undefined where no quota can be set (not root, no cpu controller): the
 * caller says the figure is skipped.
 */
export function cpuBudgets(name = 'ky-proof') {
  const hierarchy = cpuHierarchy();
  if (!hierarchy) return undefined;
  const dirs = new Map();
  return {
    limit(pid, share) {
      let dir = dirs.get(pid);
      if (!dir) {
        dir = join(hierarchy.root, `${name}-${process.pid}-${dirs.size}`);
        mkdirSync(dir, { recursive: true });
        dirs.set(pid, dir);
        writeFileSync(join(dir, 'cgroup.procs'), String(pid));
      }
      hierarchy.limit(dir, share);
    },
    release() {
      const all = [...dirs.values()];
      dirs.clear();
      for (const dir of all) {
        try {
          rmdirSync(dir);
        } catch {
          // A process still in it (the caller stops its processes first); the group stays, empty soon.
        }
      }
    },
  };
}

/**
 * Each server instance's budget in the scale-out figures: a quarter of a core, small enough that
 * two instances, PostgreSQL and the load generator fit on two cores, so that what is measured is
 * the instances (and what they cost each other through the database), not the machine.
 */
export const INSTANCE_CPU = 0.25;
