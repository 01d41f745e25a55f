// How busy the machine was with other work while a measurement ran. The load average
// counts the benchmark's own processes too (autocannon, wrangler, workerd keep about
// two cores busy during a load run), so it cannot tell a quiet machine from a busy one.
// This counts CPU time instead: all of the machine's (/proc/stat) minus the benchmark's
// own (this process and the server's process group, from /proc/<pid>/stat).
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";

const read = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null; // a process that ended meanwhile, or no /proc (not Linux)
  }
};

/** Busy and total clock ticks of all CPUs since boot. */
function machineTicks() {
  const line = read("/proc/stat")?.split("\n")[0];
  if (!line?.startsWith("cpu ")) return null;
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** utime + stime of a process, in clock ticks, and its process group. */
function processTicks(stat) {
  // the command name may contain spaces and parentheses: the fields start after the last ")"
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): pgrp is field 5, utime 14, stime 15
  return { pgrp: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** CPU ticks of this process and of every process in the given process groups. */
function ownTicks(groups) {
  let ticks = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (!stat) continue;
    const p = processTicks(stat);
    if (Number(name) === process.pid || groups.includes(p.pgrp)) ticks += p.ticks;
  }
  return ticks;
}

/**
 * Starts counting; the returned function tells how many cores other work kept busy
 * on average since then (null where /proc is missing). `groups`: the process groups
 * that belong to the benchmark (the server's).
 */
export function otherWork(groups = []) {
  const m0 = machineTicks();
  if (!m0) return () => null;
  const o0 = ownTicks(groups);
  return () => {
    const m1 = machineTicks();
    const o1 = ownTicks(groups);
    const total = m1.total - m0.total;
    if (total <= 0) return null;
    const others = Math.max(0, m1.busy - m0.busy - (o1 - o0));
    return (others / total) * cpus().length;
  };
}
